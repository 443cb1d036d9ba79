import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// Redirects are followed only within the portal's own origin, and only so far.
extension HostilePortalTests {
    /// An origin other than the portal's that a redirect may point to.
    enum Elsewhere: CaseIterable, Sendable {
        /// Another server on the same host.
        case otherPort
        /// The same server, named by another host name.
        case otherHost
        /// The same host and port, over another scheme.
        case otherScheme

        /// The `Location` that leads there from `portal`, and the origin a message names;
        /// `other` is the server on another port.
        func redirect(
            from portal: LoopbackHTTPServer, other: LoopbackHTTPServer
        ) -> (location: String, origin: String) {
            let origin =
                switch self {
                case .otherPort: "http://127.0.0.1:\(other.port)"
                case .otherHost: "http://localhost:\(portal.port)"
                case .otherScheme: "https://127.0.0.1:\(portal.port)"
                }
            return (origin + LoopbackPortal.pagePath, origin)
        }
    }

    @Test(arguments: Elsewhere.allCases)
    func find_exitsFour_namingOrigin_andAsksNothingThere_onRedirectElsewhere(
        elsewhere: Elsewhere
    ) async throws {
        let portal = try makeSUT()
        let other = try LoopbackHTTPServer()
        defer { other.stop() }
        other.enqueue(.html(try PortalPage.vehicle()))
        let (location, origin) = elsewhere.redirect(from: portal.server, other: other)
        portal.server.enqueue(.redirect(to: location))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 4)
        #expect(
            result.error
                == "platefinder: The ANT portal did not answer with its vehicle page "
                + "(redirected to \(origin)); try again later.\n")
        #expect(result.output.isEmpty)
        #expect(portal.pageRequests.count == 1)
        #expect(other.requests.isEmpty)
        #expect(try StoreFile.savedVehicles(at: portal.cli.storePath).isEmpty)
    }

    @Test func find_followsFiveRedirects_withinPortal_toItsPage() async throws {
        let portal = try makeSUT()
        for hop in 1...5 {
            portal.server.enqueue(.redirect(to: "/hop\(hop)" + LoopbackPortal.pagePath))
        }
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == Self.realCard)
        #expect(
            Array(portal.pageRequests.map(\.path).dropFirst())
                == (1...5).map { "/hop\($0)" + LoopbackPortal.pagePath })
    }
}
