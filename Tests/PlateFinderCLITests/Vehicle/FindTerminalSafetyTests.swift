import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct FindTerminalSafetyTests {
    static let hostileManufacturer = "\u{1B}[2J\u{1B}]0;pwned\u{07}TOY\u{9B}31mOTA\u{1B}[0m"

    @Test(arguments: [false, true], [["find", "ABC1234"], ["find", "ABC1234", "--json"]])
    func find_neverPrintsEscape_forCellsHoldingControlSequences(
        sharedFixture: Bool, arguments: [String]
    ) async throws {
        let portal = try makeSUT()
        let page =
            sharedFixture
            ? try PortalPage.fixture(named: "car_ABC1234_hostile_control_characters.latin1.html")
            : try PortalPage.vehicle(replacing: "TOYOTA", with: Self.hostileManufacturer)
        portal.server.enqueue(.html(page))

        let result = try await portal.cli.run(arguments)

        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.contains(0x1B))
        #expect(!result.standardOutput.contains(0x07))
        #expect(!result.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(!result.output.contains("\\u001b") && !result.output.contains("\\u001B"))
        #expect(result.output.contains("TOY"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
