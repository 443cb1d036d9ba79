import Foundation
import PlateFinderTestSupport

/// Loopback servers standing in for the ANT portal and the SRI's service, and a
/// command-line harness pointed at them through `PLATEFINDER_ANT_URL` and
/// `PLATEFINDER_SRI_URL`, with a store of its own.
///
/// Unless a test queues answers on `sri`, the SRI says it has no vehicle with any plate (404).
/// The fines grid the real page names answers every request by itself (`PortalFines`),
/// apart from the answers queued for the vehicle page, unless a test routes it elsewhere.
public struct LoopbackPortal: Sendable {
    /// The ANT's server; enqueue what the portal answers, read what it was asked.
    public let server: LoopbackHTTPServer
    /// The SRI's server.
    public let sri: LoopbackHTTPServer
    /// Runs command lines with both addresses set to the servers.
    public let cli: CommandLineHarness
    /// Where the fines grid is, under the server's root.
    public let gridPath: String

    /// Starts the servers and a harness whose environment holds only the servers'
    /// addresses (the ANT's with `pathPrefix` appended), its own store and `environment`.
    public init(pathPrefix: String = "", environment: [String: String] = [:]) throws {
        server = try LoopbackHTTPServer()
        sri = try LoopbackHTTPServer()
        sri.answerUnscripted { _ in ScriptedHTTPResponse(statusCode: 404) }
        gridPath = pathPrefix + PortalFines.gridPath
        server.route(path: gridPath) { PortalFines.answer($0) }
        let address = server.baseURL.absoluteString + pathPrefix
        cli = try CommandLineHarness(
            environment: environment.merging([
                "PLATEFINDER_ANT_URL": address, "PLATEFINDER_SRI_URL": sri.baseURL.absoluteString,
            ]) { $1 })
    }

    /// The requests for anything but the fines grid, in order: the vehicle page's.
    public var pageRequests: [RecordedHTTPRequest] {
        server.requests.filter { $0.path != gridPath }
    }

    /// The requests for the fines grid, in order.
    public var gridRequests: [RecordedHTTPRequest] {
        server.requests.filter { $0.path == gridPath }
    }

    /// Answers every request for the fines grid with `respond` instead.
    public func serveFines(
        answering respond: @escaping @Sendable (RecordedHTTPRequest) -> ScriptedHTTPResponse
    ) {
        server.route(path: gridPath, answering: respond)
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

    /// A harness on the same store whose portal and SRI refuse every connection.
    public func offline() throws -> CommandLineHarness {
        let refusing = try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        return cli.with(["PLATEFINDER_ANT_URL": refusing, "PLATEFINDER_SRI_URL": refusing])
    }
}
