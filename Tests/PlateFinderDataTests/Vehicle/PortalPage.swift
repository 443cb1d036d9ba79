import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Portal pages for the mapper tests, as text the way the HTTP client hands them over.
enum PortalPage {
    /// The plate the real page and the built pages are about.
    static let plate = Plate("ABC1234")

    /// The fixture `name`, decoded as ISO-8859-1 like a portal answer without a charset.
    static func fixture(named name: String) throws -> String {
        let data = try Fixture.data(named: name)
        return try #require(String(data: data, encoding: .isoLatin1))
    }

    /// The real page for ABC1234.
    static func real() throws -> String {
        try fixture(named: "car_ABC1234.latin1.html")
    }

    /// The real page with each key of `replacements` replaced by its value, all at once (so
    /// two keys can trade places); a key missing from the page fails the test.
    static func real(replacing replacements: KeyValuePairs<String, String>) throws -> String {
        var page = try real()
        var placeholders: [(String, String)] = []
        for (index, (target, replacement)) in replacements.enumerated() {
            try #require(page.contains(target), "the real page has no \(target)")
            let placeholder = "\u{0}\(index)\u{0}"
            page = page.replacingOccurrences(of: target, with: placeholder)
            placeholders.append((placeholder, replacement))
        }
        for (placeholder, replacement) in placeholders {
            page = page.replacingOccurrences(of: placeholder, with: replacement)
        }
        return page
    }

    /// The real page cut right after the first `marker`, as a dropped connection leaves it.
    static func real(cutAfter marker: String) throws -> String {
        let page = try real()
        let range = try #require(page.range(of: marker), "the real page has no \(marker)")
        return String(page[..<range.upperBound])
    }

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

    /// The detail of `error` when it is `portalUnavailable`, else nil.
    static func unavailableDetail(of error: CarInfoError?) -> String? {
        guard case .portalUnavailable(let detail) = error else { return nil }
        return detail
    }
}
