import PlateFinderData
import PlateFinderDomain
import Testing

/// How the mapper finds the vehicle table and reads its cells in pages built inline.
struct ANTCarHTMLMapperLayoutTests {
    @Test func map_collapsesWhiteSpaceInsideCells() throws {
        var rows = PortalPage.vehicleRows
        rows[1][1] = "\n\t  AA&nbsp;&nbsp;COROLLA \r\n <b>1.6</b>\u{A0} "
        rows[3][1] = "<font color=\"#FF0000\">  No  existe\tregistro\n\nde   polarizado</font>"
        rows[3][3] = " &nbsp; \n "

        let car = try makeSUT().map(PortalPage.page(rows: rows))

        #expect(car.model == "AA COROLLA 1.6")
        #expect(car.tint == "No existe registro de polarizado")
        #expect(car.tintExpirationDate == "")
    }

    @Test func map_readsRows_whenTableHasTbody() throws {
        let html = PortalPage.page()
            .replacingOccurrences(
                of: "<table width=\"1100\">", with: "<table width=\"1100\"><tbody>"
            )
            .replacingOccurrences(of: "</tr></table>\n<div>", with: "</tr></tbody></table>\n<div>")

        #expect(try makeSUT().map(html) == PortalPage.expectedCar)
    }

    @Test func map_countsHeaderCellsAsCells() throws {
        let html = PortalPage.page().replacingOccurrences(
            of: "<td class=\"detalle_formulario\">Marca:</td>", with: "<th>Marca:</th>")

        #expect(try makeSUT().map(html) == PortalPage.expectedCar)
    }

    @Test func map_findsTable_whenBodyTagIsMissing() throws {
        let html = PortalPage.page()
            .replacingOccurrences(
                of: "<html><head><title>Citaciones</title></head><body>", with: "")

        #expect(try makeSUT().map(html) == PortalPage.expectedCar)
    }

    @Test func map_skipsTablesNestedInsideDivs_beforeVehicleTable() throws {
        let html = PortalPage.page().replacingOccurrences(
            of: "<body>",
            with:
                "<body><div><table><tr><td>XXX9999</td></tr><tr></tr><tr></tr><tr></tr></table></div>"
        )

        #expect(try makeSUT().map(html) == PortalPage.expectedCar)
    }

    @Test(arguments: [
        "",
        "   \n ",
        "<html><head><title>Citaciones</title></head></html>",
        "<html><frameset><frame src=\"x.jsp\"></frameset></html>",
        "<body><p>Servicio no disponible</p></body>",
        "<body><div>\(PortalPage.page())</div></body>",
        "<body><table></table><table><tr><td>ABC1234</td></tr></table></body>",
    ])
    func map_deliversNoDataFound_onPageWithoutVehicleTable(html: String) {
        #expect(throws: CarInfoError.noDataFound) { try makeSUT().map(html) }
    }

    @Test(arguments: ["", "<b> </b>", "&nbsp;\n", "\u{1B}[0m"])
    func map_deliversNoDataFound_whenPlateCellIsEmpty(plateCell: String) {
        var rows = PortalPage.vehicleRows
        rows[0][0] = plateCell

        #expect(throws: CarInfoError.noDataFound) { try makeSUT().map(PortalPage.page(rows: rows)) }
    }

    @Test func map_deliversNoDataFound_whenFirstRowHasNoCells() {
        var rows = PortalPage.vehicleRows
        rows[0] = []

        #expect(throws: CarInfoError.noDataFound) { try makeSUT().map(PortalPage.page(rows: rows)) }
    }

    @Test func map_deliversNoDataFound_onTableWithThreeRows() {
        let rows = Array(PortalPage.vehicleRows.prefix(3))

        #expect(throws: CarInfoError.noDataFound) { try makeSUT().map(PortalPage.page(rows: rows)) }
    }

    @Test(arguments: [
        (0, 6, "the vehicle table has no registrationYear (row 0, cell 6)"),
        (0, 3, "the vehicle table has no colorName (row 0, cell 4)"),
        (1, 5, "the vehicle table has no registrationDate (row 1, cell 5)"),
        (1, 0, "the vehicle table has no model (row 1, cell 1)"),
        (2, 5, "the vehicle table has no expirationDate (row 2, cell 5)"),
        (3, 3, "the vehicle table has no tintExpirationDate (row 3, cell 3)"),
        (3, 1, "the vehicle table has no tint (row 3, cell 1)"),
    ])
    func map_deliversParsingError_whenRowLacksCellTheLayoutNeeds(
        row: Int, keptCells: Int, message: String
    ) {
        var rows = PortalPage.vehicleRows
        rows[row] = Array(rows[row].prefix(keptCells))

        #expect(throws: CarInfoError.parsingError(message)) {
            try makeSUT().map(PortalPage.page(rows: rows))
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
