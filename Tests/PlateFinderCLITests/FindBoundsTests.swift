import Foundation
import PlateFinderTestSupport
import Testing

/// A lookup is bounded in what it leaves behind and in what a hostile portal can make it
/// read.
@Suite struct FindBoundsTests {
    @Test(arguments: [false, true])
    func find_createsNothingUnderHome(portalFails: Bool) async throws {
        let home = try TemporaryFolder()
        let portal = try LoopbackPortal(environment: ["HOME": home.path])
        if portalFails {
            portal.server.enqueue(.silent)
        } else {
            try portal.serveVehicle()
        }

        let result = try await portal.cli.run(
            "find", "ABC1234", "--timeout", portalFails ? "0.5" : "20",
            "--store", portal.cli.folder.file("elsewhere.db"))

        #expect(result.exitCode == (portalFails ? 4 : 0), "\(result.error)")
        #expect(try home.names() == [])
    }

    @Test func find_exitsFour_onDecompressionBomb() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(.gzippedZeros(count: 1 << 30))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(
            result.error
                == "platefinder: The ANT portal did not answer with its vehicle page "
                + "(answer larger than 2 MiB); try again later.\n")
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test func find_exitsFour_onRedirectToAnotherSite() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(.redirect(to: "https://phishing.example/ant"))

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(
            result.error
                == "platefinder: The ANT portal did not answer with its vehicle page "
                + "(redirected to https://phishing.example); try again later.\n")
        #expect(result.exitCode == 4)
        #expect(portal.server.requests.count == 1)
    }
}
