import Foundation

/// The fines grid's columns PlateFinder reads, found by their names in the page's
/// `colNames`; every other column (buttons, flags, the driver's identity document) is
/// never read.
enum ANTFinesColumn: CaseIterable {
    case citation
    case agency
    case plate
    case issuedOn
    case notifiedOn
    case payBy
    case points
    case sanction
    case surcharge
    case remission
    case total
    case article

    /// The column's name as the page declares it, compared once decoded, trimmed, without
    /// case or accents.
    var name: String {
        switch self {
        case .citation: "# Citación"
        case .agency: "Entidad"
        case .plate: "Placa"
        case .issuedOn: "Fecha de Emisión"
        case .notifiedOn: "Fecha Notificación"
        case .payBy: "Límite de Pago"
        case .points: "Puntos"
        case .sanction: "Sanción"
        case .surcharge: "Multa"
        case .remission: "Remisión"
        case .total: "Total a Pagar"
        case .article: "Artículo/Literal"
        }
    }

    /// The index of every column in `columnNames` (decoded names), or the first one
    /// missing.
    static func indexes(in columnNames: [String]) -> Result<[ANTFinesColumn: Int], MissingColumn> {
        let folded = columnNames.map(fold)
        var indexes: [ANTFinesColumn: Int] = [:]
        for column in allCases {
            guard let index = folded.firstIndex(of: fold(column.name)) else {
                return .failure(MissingColumn(name: column.name))
            }
            indexes[column] = index
        }
        return .success(indexes)
    }

    /// A column the grid does not declare.
    struct MissingColumn: Error {
        /// Its expected name.
        let name: String
    }

    private static func fold(_ name: String) -> String {
        HTMLTextNormalizer.normalize(name)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
