import Foundation
import PlateFinderTestSupport

/// A loopback server standing in for the ANT portal, and a CLI runner pointed at it
/// through `PLATEFINDER_ANT_URL`.
struct LoopbackPortal {
    /// The server; enqueue what the portal answers, read what it was asked.
    let server: LoopbackHTTPServer
    /// Runs the binary with `PLATEFINDER_ANT_URL` set to the server.
    let cli: PlateFinderCLI

    /// Starts a server and a runner whose environment holds only the server's address
    /// (with `pathPrefix` appended) and `environment`.
    init(pathPrefix: String = "", environment: [String: String] = [:]) throws {
        server = try LoopbackHTTPServer()
        let address = server.baseURL.absoluteString + pathPrefix
        cli = PlateFinderCLI(
            environment: environment.merging(["PLATEFINDER_ANT_URL": address]) { $1 })
    }

    /// The path the portal page lives at, under the server's root.
    static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"
}
