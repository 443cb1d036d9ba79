import Foundation
import PlateFinderTestSupport

/// A loopback server standing in for the ANT portal, and a CLI runner pointed at it
/// through `PLATEFINDER_ANT_URL`, with a store of its own.
struct LoopbackPortal {
    /// The server; enqueue what the portal answers, read what it was asked.
    let server: LoopbackHTTPServer
    /// Runs the binary with `PLATEFINDER_ANT_URL` set to the server.
    let cli: PlateFinderCLI

    /// Starts a server and a runner whose environment holds only the server's address
    /// (with `pathPrefix` appended), its own store and `environment`.
    init(pathPrefix: String = "", environment: [String: String] = [:]) throws {
        server = try LoopbackHTTPServer()
        let address = server.baseURL.absoluteString + pathPrefix
        cli = try PlateFinderCLI(
            environment: environment.merging(["PLATEFINDER_ANT_URL": address]) { $1 })
    }

    /// The path the portal page lives at, under the server's root.
    static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"

    /// Answers the next `count` requests with the real page, told about the plate each
    /// request asks for, as the portal answers.
    func serveVehicle(times count: Int = 1) throws {
        let page = try PortalPage.vehicle()
        for _ in 0..<count {
            server.enqueue(answering: { request in
                let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value
                let answer = plate.flatMap { try? PortalPage.vehicle(for: $0) } ?? page
                return .html(answer)
            })
        }
    }

    /// A runner on the same store whose portal refuses every connection.
    func offline() throws -> PlateFinderCLI {
        try cli.with([
            "PLATEFINDER_ANT_URL": LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])
    }
}
