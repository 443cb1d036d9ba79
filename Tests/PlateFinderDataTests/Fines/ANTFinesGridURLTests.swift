import Foundation
import PlateFinderDomain
import Testing

@testable import PlateFinderData

struct ANTFinesGridURLTests {
    private static let page = URL(
        string: "https://portal.example/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp?x=1")

    @Test(arguments: [
        (FineStatus.pending, "P"), (.disputed, "R"), (.voided, "A"), (.paid, "G"),
        (.inAgreement, "C"),
    ])
    func url_asksTheStatus_inThePlaceOfThePagesOwnOption(
        status: FineStatus, option: String
    )
        throws
    {
        let sut = try makeSUT("clp_json_citaciones.jsp?a=1&ps_opcion=P&b=2#grid")

        let url = try #require(sut.url(status: status, page: 3, timestamp: 7))

        #expect(
            url.absoluteString
                == "https://portal.example/PortalWEB/paginas/clientes/clp_json_citaciones.jsp"
                + "?a=1&ps_opcion=\(option)&b=2&_search=false&nd=7&rows=50&page=3"
                + "&sidx=fecha_emision&sord=desc")
    }

    @Test func url_addsTheOption_andReplacesPagingTheAddressAlreadyHas() throws {
        let sut = try makeSUT("/otro/grid.jsp?page=9&rows=10&a=%20b")

        let url = try #require(sut.url(status: .paid, page: 1, timestamp: 5))

        #expect(
            url.absoluteString
                == "https://portal.example/otro/grid.jsp?a=%20b&ps_opcion=G&_search=false&nd=5"
                + "&rows=50&page=1&sidx=fecha_emision&sord=desc")
    }

    @Test(arguments: [
        "https://portal.example:8443/grid.jsp", "http://portal.example/grid.jsp",
        "https://other.example/grid.jsp", "//other.example/grid.jsp",
        "https://ana@portal.example/grid.jsp", "file:///etc/passwd",
    ])
    func init_refusesAnAddressOffThePortal(declared: String) {
        #expect(throws: LookupFailureReason.notUnderstood(.grid(.addressLeavesPortal))) {
            try makeSUT(declared)
        }
    }

    @Test func init_takesTheSameOrigin_writtenInFull() throws {
        let sut = try makeSUT("HTTPS://PORTAL.EXAMPLE:443/grid.jsp")

        #expect(sut.url(status: .pending, page: 1, timestamp: 0)?.path == "/grid.jsp")
    }

    // MARK: - Helpers

    private func makeSUT(_ declared: String) throws -> ANTFinesGridURL {
        try ANTFinesGridURL(declared: declared, page: try #require(Self.page))
    }
}
