import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// Pages built in the portal's shape for the mapper tests: a vehicle table of chosen cells,
/// then the fines labels, and the car the real page describes.
extension PortalPage {
    /// One cell of a built vehicle table, with the class the portal gives its kind.
    struct Cell {
        /// The whole `<td>` element.
        let markup: String

        /// The plate cell that opens the table.
        static func plate(_ content: String) -> Cell {
            Cell(markup: "<td width=\"200\" rowspan=\"4\" class=\"titulo2\">\(content)</td>")
        }

        /// A label cell.
        static func label(_ content: String) -> Cell {
            Cell(markup: "<td class=\"titulo\">\(content)</td>")
        }

        /// A value cell.
        static func value(_ content: String) -> Cell {
            Cell(markup: "<td class=\"detalle_formulario\">\(content)</td>")
        }

        /// The button cell that closes the first row.
        static let button = Cell(
            markup: "<td rowspan=\"3\" class=\"titulo2\"><div><a href=\"javascript:regresar();\">"
                + "<img src=\"btnsalir1.png\" alt=\"Salir\"></a></div></td>")
    }

    /// The real page's vehicle rows, including the empty label cell it ends with.
    static let vehicleRows: [[Cell]] = [
        [
            .plate("<strong>ABC1234</strong>"), .label("Marca:"), .value("TOYOTA"),
            .label("Color:"), .value("AMARILLO"), .label("A&ntilde;o de Matr&iacute;cula"),
            .value("2025"), .button,
        ],
        [
            .label("Modelo:"), .value("AA COROLLA 1.6"), .label("Clase:"), .value("AUTOMOVIL"),
            .label("Fecha de Matr&iacute;cula:"), .value("14-06-2025"),
        ],
        [
            .label("A&ntilde;o:"), .value("2009"), .label("Servicio:"), .value("USO PUBLICO"),
            .label("Fecha de Caducidad:"), .value("31-05-2030"),
        ],
        [
            .label(" Polarizado: "),
            .value(" <font color=\"#FF0000\"> No existe registro de polarizado"),
            .label(" Fecha Caducidad: "), .value("  <font color=\"#FF0000\">"),
        ],
        [.label("")],
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
    static func page(rows: [[Cell]] = vehicleRows, labels: [String] = finesLabels) -> String {
        let table = rows.map { cells in "<tr>" + cells.map(\.markup).joined() + "</tr>" }
        let radios = labels.map { "<td><input type=\"radio\"><font>\n\($0)</font></td>" }
        return """
            <html><head><title>Citaciones</title></head><body>
            <table width="1100">\(table.joined(separator: "\n"))</table>
            <div><table><tr>\(radios.joined(separator: "\n"))</tr></table></div>
            </body></html>
            """
    }

    /// What came instead of the page when `error` is an unexpected answer, else nil.
    static func unexpectedAnswer(of error: LookupFailureReason?) -> UnexpectedAnswer? {
        guard case .unexpectedAnswer(let what) = error else { return nil }
        return what
    }
}
