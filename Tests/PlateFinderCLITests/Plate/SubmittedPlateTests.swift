import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// Every command that takes a plate submits it by one rule: an old three-digit car plate
/// is used written with four digits, and stderr says so.
@Suite struct SubmittedPlateTests {
    @Test(arguments: [
        ["history", "show", "pba-123", "--json"], ["history", "remove", "pba-123"],
        ["favorites", "add", "pba-123"], ["favorites", "toggle", "PBA 123"],
        ["tasks", "add", "Renew", "--plate", "pba123"], ["tasks", "remind", "pba-123"],
        ["open", "platefinder://search/pba-123", "--json"], ["find", "pba 123", "--json"],
    ])
    func command_usesAnOldPlateWithFourDigits_andSaysSo(arguments: [String]) async throws {
        let portal = try makeSUT()
        #expect(try await portal.cli.run("find", "PBA0123").exitCode == 0)

        let result = try await portal.cli.run(arguments)

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("PBA0123"))
        #expect(!result.output.contains("PBA123"))
        #expect(
            result.error.contains(
                "platefinder: An old three-digit plate: used as PBA0123, as the portals write it."
            ))
        #expect(portal.pageRequests.allSatisfy { $0.target.contains("PBA0123") })
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        try portal.serveVehicle(times: 2)
        return portal
    }
}
