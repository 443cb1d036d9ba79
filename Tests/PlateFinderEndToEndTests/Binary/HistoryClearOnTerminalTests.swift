import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `history clear` asking on a real terminal: the built binary on a pseudo-terminal, where
/// Control-D on an empty line is the end of input.
@Suite struct HistoryClearOnTerminalTests {
    @Test func historyClear_onTerminal_clearsNothing_atEndOfInput() async throws {
        let cli = try CommandLineHarness(environment: [
            "PLATEFINDER_ANT_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ])
        _ = try await cli.run("find", "AAA1111")

        let result = try await cli.runBinaryOnTerminal(
            ["history", "clear"], exchanges: [.init(prompt: "[y/N] ", reply: "\u{04}")])

        #expect(result.exitCode == 0)
        #expect(result.screen.contains("Nothing was cleared."))
        #expect(try await cli.historyPlates() == ["AAA1111"])
    }
}
