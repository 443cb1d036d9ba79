import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The vehicle page is known by its structure, not by particular labels: the first table
/// under `<body>` with `titulo` label cells, and the page's fines section (a count or the
/// grid script). Such a page with a label missing, renamed or unknown is the page changing,
/// not the portal failing: not understood, naming the label.
struct ANTCarHTMLMapperStructureTests {
    typealias Cell = PortalPage.Cell
    private static let rows = PortalPage.vehicleRows
    /// Where each label of the built rows stands, and how the portal writes it.
    private static let labels: [(row: Int, cell: Int, text: String)] = [
        (0, 1, "Marca:"), (0, 3, "Color:"), (0, 5, "Año de Matrícula"), (1, 0, "Modelo:"),
        (1, 2, "Clase:"), (1, 4, "Fecha de Matrícula:"), (2, 0, "Año:"), (2, 2, "Servicio:"),
        (2, 4, "Fecha de Caducidad:"), (3, 0, "Polarizado:"), (3, 2, "Fecha Caducidad:"),
    ]
    private static let gridScript =
        "<script>jQuery('#list10').jqGrid({url: 'clp_json_citaciones.jsp?ps_opcion=P',"
        + " colNames: ['Placa']});</script>"

    static let renamed: [([[Cell]], UnreadablePage)] = labels.map { label in
        var rows = Self.rows
        rows[label.row][label.cell] = .label("Fabricante:")
        return (rows, .unknownLabel("Fabricante:"))
    }

    static let missing: [([[Cell]], UnreadablePage)] = labels.map { label in
        var rows = Self.rows
        rows[label.row].removeSubrange(label.cell...label.cell + 1)
        return (rows, .missingLabel(label.text))
    }

    static let unknown: [([[Cell]], UnreadablePage)] = [
        (
            appending([.label("Cilindraje:"), .value("1600")], toRow: 0),
            .unknownLabel("Cilindraje:")
        ),
        (appending([.label("Chasis:"), .value("")], toRow: 3), .unknownLabel("Chasis:")),
        (
            appending([.label("<b>" + String(repeating: "Ñ", count: 80)), .value("1")], toRow: 2),
            .unknownLabel(String(repeating: "Ñ", count: 40) + "…")
        ),
    ]

    @Test(arguments: renamed + missing + unknown)
    func map_refusesThePageNamingTheLabel_whenALabelIsRenamedMissingOrUnknown(
        rows: [[Cell]], problem: UnreadablePage
    ) {
        #expect(throws: LookupFailureReason.notUnderstood(.page(problem))) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test(arguments: [
        ("Marca:", "Fabricante:", UnreadablePage.unknownLabel("Fabricante:")),
        (
            "<td class=\"titulo\" > Fecha Caducidad: </td>",
            "<td class=\"titulo\">Cilindraje:</td><td>1600</td>"
                + "<td class=\"titulo\" > Fecha Caducidad: </td>",
            .unknownLabel("Cilindraje:")
        ),
        ("Polarizado:", "Vidrios:", .unknownLabel("Vidrios:")),
        ("A&ntilde;o:</td>", "Año modelo:</td>", .unknownLabel("Año modelo:")),
    ])
    func map_refusesTheRealPageNamingTheLabel_whenALabelChanged(
        target: String, replacement: String, problem: UnreadablePage
    ) throws {
        let html = try PortalPage.vehicleText(replacing: [target: replacement])

        #expect(throws: LookupFailureReason.notUnderstood(.page(problem))) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_refusesTheRealPageNamingTheLabel_whenMarcaAndItsValueAreGone() throws {
        let html = try PortalPage.vehicleText(replacing: [
            "<td class=\"titulo\">Marca:</td>": "",
            "<td class=\"detalle_formulario\">TOYOTA</td>": "",
        ])

        #expect(throws: LookupFailureReason.notUnderstood(.page(.missingLabel("Marca:")))) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_recognizesTheVehiclePage_byItsGridScript_whenItShowsNoCount() throws {
        let html = PortalPage.page(rows: Self.missing[0].0, labels: [])
            .replacingOccurrences(of: "</body>", with: Self.gridScript + "</body>")

        #expect(throws: LookupFailureReason.notUnderstood(.page(.missingLabel("Marca:")))) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_recognizesTheVehiclePage_byOneCount_whenItDeclaresNoGrid() {
        let html = PortalPage.page(rows: Self.renamed[0].0, labels: ["Pagadas (9)"])

        #expect(throws: LookupFailureReason.notUnderstood(.page(.unknownLabel("Fabricante:")))) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test(arguments: [
        PortalPage.page(labels: []),
        PortalPage.page(rows: renamed[0].0, labels: []),
        PortalPage.page(labels: ["Pendientes de pago", "<!-- Pendientes (4) -->"]),
        PortalPage.page(labels: []).replacingOccurrences(
            of: "</body>", with: "<!-- \(gridScript) --></body>"),
    ])
    func map_deliversAnUnexpectedAnswer_onLabelledTableWithoutFinesSection(html: String) {
        #expect(throws: LookupFailureReason.unexpectedAnswer(.vehicleTableWithoutFines)) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_deliversAnUnexpectedAnswer_onMaintenancePage_evenWithFinesSection() throws {
        let html = try PortalPage.fixtureText(named: "portal_maintenance.latin1.html")
            .replacingOccurrences(of: "</body>", with: Self.gridScript + "</body>")

        let error = #expect(throws: LookupFailureReason.self) {
            try makeSUT().map(html, for: PortalPage.plate)
        }

        #expect(PortalPage.unexpectedAnswer(of: error)?.isOtherPage == true)
    }

    @Test func map_deliversNoData_onEmptyPlateCell_whateverItsLabels() {
        var rows = Self.renamed[0].0
        rows[0][0] = .plate("<strong></strong>")

        #expect(throws: LookupFailureReason.noData) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }

    private static func appending(_ cells: [Cell], toRow row: Int) -> [[Cell]] {
        var rows = Self.rows
        rows[row] += cells
        return rows
    }
}
