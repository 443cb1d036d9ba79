import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct ANTFinesPageTests {
    @Test func read_findsTheFixturesGrid_andItsPendingCount() throws {
        let page = try ANTFinesPage.read(PortalPage.vehicleText(), for: PortalPage.plate)

        #expect(page.grid.url.hasPrefix("clp_json_citaciones.jsp?ps_opcion=P&ps_id_contrato="))
        #expect(page.grid.columnNames.count == 22)
        #expect(page.pendingCount == 4)
    }

    @Test func read_findsAGridDeclaredInTheHead() throws {
        let script = "<script>jQuery('#g').jqGrid({url: 'g.jsp', colNames: ['Placa']});</script>"
        let html = PortalPage.page().replacingOccurrences(of: "</head>", with: script + "</head>")

        let page = try ANTFinesPage.read(html, for: PortalPage.plate)

        #expect(page.grid == .init(url: "g.jsp", columnNames: ["Placa"]))
    }

    @Test func read_neverReadsAGridInsideAnHTMLComment() {
        let script = "<!-- <script>$('#g').jqGrid({url: 'g.jsp', colNames: ['A']});</script> -->"
        let html = PortalPage.page().replacingOccurrences(of: "</body>", with: script + "</body>")

        #expect(throws: CarInfoError.parsingError("the page declares no fines grid")) {
            try ANTFinesPage.read(html, for: PortalPage.plate)
        }
    }

    @Test func read_judgesThePageAsTheVehicleLookupDoes() throws {
        #expect(throws: CarInfoError.self) {
            try ANTFinesPage.read(PortalPage.vehicleText(), for: Plate("PBX1234"))
        }
        #expect(throws: CarInfoError.portalUnavailable("an empty page")) {
            try ANTFinesPage.read("", for: PortalPage.plate)
        }
    }
}
