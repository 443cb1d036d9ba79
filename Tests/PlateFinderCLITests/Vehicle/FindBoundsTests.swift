import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// A lookup leaves nothing behind but the history file, whatever the portal does; what a
/// hostile portal can make it read is bounded in `HostilePortalTests`.
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
}
