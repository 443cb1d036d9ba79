import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// How the mapper finds the vehicle table and reads its cells in pages built inline.
struct ANTCarHTMLMapperLayoutTests {
    @Test func map_collapsesWhiteSpaceInsideCells() throws {
        var rows = PortalPage.vehicleRows
        rows[1][1] = .value("\n\t  AA&nbsp;&nbsp;COROLLA \r\n <b>1.6</b>\u{A0} ")
        rows[3][1] = .value(
            "<font color=\"#FF0000\">  No  existe\tregistro\n\nde   polarizado</font>")
        rows[3][3] = .value(" &nbsp; \n ")

        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

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

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test func map_countsHeaderCellsAsCells() throws {
        let html = PortalPage.page().replacingOccurrences(
            of: "<td class=\"titulo\">Marca:</td>", with: "<th class=\"titulo\">Marca:</th>")

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test(arguments: ["titulo", "x titulo", "titulo\tbold", "  titulo  "])
    func map_readsLabels_byWordOfClassAttribute(classAttribute: String) throws {
        let html = PortalPage.page().replacingOccurrences(
            of: "class=\"titulo\"", with: "class=\"\(classAttribute)\"")

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test func map_findsTable_whenBodyTagIsMissing() throws {
        let html = PortalPage.page()
            .replacingOccurrences(
                of: "<html><head><title>Citaciones</title></head><body>", with: "")

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test func map_skipsTablesNestedInsideDivs_beforeVehicleTable() throws {
        let decoy =
            "<div><table><tr><td class=\"titulo2\">XXX9999</td><td class=\"titulo\">Marca:</td>"
            + "<td>FIAT</td></tr></table></div>"
        let html = PortalPage.page().replacingOccurrences(of: "<body>", with: "<body>\(decoy)")

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test(arguments: ["", "<b> </b>", "&nbsp;\n", "\u{1B}[0m"])
    func map_deliversNoDataFound_whenPlateCellIsEmpty(plateCell: String) {
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(plateCell)

        #expect(throws: LookupFailureReason.noData) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
