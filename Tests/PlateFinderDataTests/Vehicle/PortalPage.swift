import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Portal pages for the mapper tests, as text the way the HTTP client hands them over.
enum PortalPage {
    /// The fixture `name`, decoded as ISO-8859-1 like a portal answer without a charset.
    static func fixture(named name: String) throws -> String {
        let data = try Fixture.data(named: name)
        return try #require(String(data: data, encoding: .isoLatin1))
    }

    /// The real page's vehicle rows as cell markup, for variations on the layout.
    static let vehicleRows: [[String]] = [
        [
            "<strong>ABC1234</strong>", "Marca:", "TOYOTA", "Color:", "AMARILLO",
            "A&ntilde;o de Matr&iacute;cula", "2025",
        ],
        [
            "Modelo:", "AA COROLLA 1.6", "Clase:", "AUTOMOVIL", "Fecha de Matr&iacute;cula:",
            "14-06-2025",
        ],
        ["A&ntilde;o:", "2009", "Servicio:", "USO PUBLICO", "Fecha de Caducidad:", "31-05-2030"],
        ["Polarizado:", "<font>No existe registro de polarizado", "Fecha Caducidad:", ""],
    ]

    /// The real page's five fines labels.
    static let finesLabels = [
        "Pendientes (4)", "En Impugnaci&oacute;n (0)", "Anuladas (20)", "Pagadas (9)",
        "En Convenio (0)",
    ]

    /// The car the real page's rows and labels describe.
    static let expectedCar = Car(
        plate: "ABC1234", manufacturer: "TOYOTA", colorName: "AMARILLO", registrationYear: "2025",
        model: "AA COROLLA 1.6", segment: "AUTOMOVIL", registrationDate: "14-06-2025",
        year: "2009", service: "USO PUBLICO", expirationDate: "31-05-2030",
        tint: "No existe registro de polarizado", tintExpirationDate: "",
        fines: FinesSummary(pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0))

    /// A small page in the portal's shape: `rows` as the table under `<body>`, then the
    /// fines labels in a table of radio buttons inside a `<div>`.
    static func page(rows: [[String]] = vehicleRows, labels: [String] = finesLabels) -> String {
        let table = rows.map { cells in
            "<tr>" + cells.map { "<td class=\"detalle_formulario\">\($0)</td>" }.joined() + "</tr>"
        }
        let radios = labels.map { "<td><input type=\"radio\"><font>\n\($0)</font></td>" }
        return """
            <html><head><title>Citaciones</title></head><body>
            <table width="1100">\(table.joined(separator: "\n"))</table>
            <div><table><tr>\(radios.joined(separator: "\n"))</tr></table></div>
            </body></html>
            """
    }
}
