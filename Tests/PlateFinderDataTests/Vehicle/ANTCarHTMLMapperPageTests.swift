import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The page read once: the vehicle as `map` reads it, and the fines grid its scripts
/// declare, from the same parse.
struct ANTCarHTMLMapperPageTests {
    private static let url = URL(
        string: "https://consultaweb.ant.gob.ec/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp")

    @Test func page_readsTheVehicle_andTheFixturesGrid() throws {
        let url = try #require(Self.url)

        let page = try ANTCarHTMLMapper.page(
            PortalPage.vehicleText(), for: PortalPage.plate, from: url)

        let grid = try #require(page.finesGrid)
        #expect(page.car == PortalPage.expectedCar)
        #expect(grid.pageURL == url)
        #expect(grid.address.hasPrefix("clp_json_citaciones.jsp?ps_opcion=P&ps_id_contrato="))
        #expect(grid.columnNames.count == 22)
        #expect(grid.columnNames.contains("Total a Pagar"))
    }

    @Test func page_findsAGridDeclaredInTheHead() throws {
        let script = "<script>jQuery('#g').jqGrid({url: 'g.jsp', colNames: ['Placa']});</script>"
        let html = PortalPage.page().replacingOccurrences(of: "</head>", with: script + "</head>")
        let url = try #require(Self.url)

        let page = try ANTCarHTMLMapper.page(html, for: PortalPage.plate, from: url)

        #expect(
            page.finesGrid
                == FinesGridDeclaration(pageURL: url, address: "g.jsp", columnNames: ["Placa"]))
    }

    @Test func page_declaresNoGrid_whenItsOnlyScriptIsInsideAnHTMLComment() throws {
        let script = "<!-- <script>$('#g').jqGrid({url: 'g.jsp', colNames: ['A']});</script> -->"
        let html = PortalPage.page().replacingOccurrences(of: "</body>", with: script + "</body>")

        let page = try ANTCarHTMLMapper.page(
            html, for: PortalPage.plate, from: try #require(Self.url))

        #expect(page.finesGrid == nil)
        #expect(page.car == PortalPage.expectedCar)
    }

    @Test func page_judgesThePageAsMapDoes() throws {
        let url = try #require(Self.url)
        let html = try PortalPage.vehicleText()

        #expect(throws: LookupFailureReason.notUnderstood(.page(.otherPlate("ABC1234")))) {
            try ANTCarHTMLMapper.page(html, for: Plate("PBX1234"), from: url)
        }
        #expect(throws: LookupFailureReason.unexpectedAnswer(.emptyPage)) {
            try ANTCarHTMLMapper.page("", for: PortalPage.plate, from: url)
        }
        #expect(throws: LookupFailureReason.noData) {
            try ANTCarHTMLMapper.page(
                PortalPage.fixtureText(named: "unknown_plate_empty_cells.latin1.html"),
                for: PortalPage.plate, from: url)
        }
        #expect(
            try ANTCarHTMLMapper.page(html, for: PortalPage.plate, from: url).car
                == ANTCarHTMLMapper.map(html, for: PortalPage.plate))
    }
}
