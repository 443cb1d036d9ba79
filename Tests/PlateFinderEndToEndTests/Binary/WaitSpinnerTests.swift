import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `find` waiting on a slow portal: on a terminal a spinner shows on standard error once
/// the wait passes 300 ms and is erased before the card; in a pipe nothing of it shows.
@Suite struct WaitSpinnerTests {
    /// Far longer than the spinner's delay, so it shows however loaded the machine is.
    static let portalDelay = Duration.milliseconds(1_500)
    static let erase = "\r\u{1B}[2K"

    @Test func find_onATerminal_showsASpinner_andErasesItBeforeTheCard() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.runBinaryOnTerminal(
            ["find", "PBX1234", "--sources", "ant"], exchanges: [])

        #expect(result.exitCode == 0)
        let screen = result.screen
        let spinner = try #require(screen.range(of: "| Asking the portals…"))
        let lastErase = try #require(screen.range(of: Self.erase, options: .backwards))
        let card = try #require(screen.range(of: "Plate "))
        #expect(spinner.lowerBound < lastErase.lowerBound)
        #expect(lastErase.upperBound <= card.lowerBound)
    }

    @Test func find_inAPipe_showsNoSpinner() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.runBinary("find", "PBX1234", "--sources", "ant")

        #expect(result.exitCode == 0)
        #expect(!result.error.contains("Asking the portals"))
        #expect(!result.standardError.contains(0x1B))
        #expect(!result.standardOutput.contains(0x1B))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        var answer = ScriptedHTTPResponse.html(try PortalPage.vehicle(for: "PBX1234"))
        answer.delay = Self.portalDelay
        portal.server.enqueue(answer)
        return portal
    }
}
