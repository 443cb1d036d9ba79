import Foundation
import PlateFinderTestSupport

/// A loopback server standing in for the ANT portal, and a command-line harness pointed at
/// it through `PLATEFINDER_ANT_URL`, with a store of its own.
public struct LoopbackPortal: Sendable {
    /// The server; enqueue what the portal answers, read what it was asked.
    public let server: LoopbackHTTPServer
    /// Runs command lines with `PLATEFINDER_ANT_URL` set to the server.
    public let cli: CommandLineHarness

    /// Starts a server and a harness whose environment holds only the server's address
    /// (with `pathPrefix` appended), its own store and `environment`.
    public init(pathPrefix: String = "", environment: [String: String] = [:]) throws {
        server = try LoopbackHTTPServer()
        let address = server.baseURL.absoluteString + pathPrefix
        cli = try CommandLineHarness(
            environment: environment.merging(["PLATEFINDER_ANT_URL": address]) { $1 })
    }

    /// The path the portal page lives at, under the server's root.
    public static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"

    /// Answers the next `count` requests with the real page, told about the plate each
    /// request asks for, as the portal answers.
    public func serveVehicle(times count: Int = 1) throws {
        let page = try PortalPage.vehicle()
        for _ in 0..<count {
            server.enqueue(answering: { request in
                let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value
                let answer = plate.flatMap { try? PortalPage.vehicle(for: $0) } ?? page
                return .html(answer)
            })
        }
    }

    /// A harness on the same store whose portal refuses every connection.
    public func offline() throws -> CommandLineHarness {
        try cli.with([
            "PLATEFINDER_ANT_URL": LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])
    }
}
