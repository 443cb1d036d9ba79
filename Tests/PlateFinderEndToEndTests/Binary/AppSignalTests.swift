import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import TerminalUI
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen app stopped, continued and ended by signals, as the built binary on a
/// real pseudo-terminal: the terminal is given back every time.
@Suite(.timeLimit(.minutes(1))) struct AppSignalTests {
    static let screen = AppScreen(size: TerminalSize(columns: 80, rows: 24))
    static let leaveFullScreen = Array("\u{1B}[?1049l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)

    @Test(arguments: [Stop.controlZ, .signal])
    func stop_givesTheTerminalBack_andContinueTakesItAgainAndRedraws(stop: Stop) async throws {
        let cli = try CommandLineHarness()
        defer { withExtendedLifetime(cli) {} }
        let session = try Self.screen.start(cli)
        let started = try await session.waitForOutput { Self.screen.shows($0, " Plate") }.count

        switch stop {
        case .controlZ: await session.type("\u{1A}")
        case .signal: session.send(signal: SIGTSTP)
        }
        try await waitUntil(polls: 2000) { session.isStopped }
        let given = try await session.waitForOutput {
            AppScreen.contains($0.dropFirst(started), Self.leaveFullScreen)
        }
        let canonicalWhileStopped = await session.isCanonical()
        let echoesWhileStopped = await session.echoes()
        session.send(signal: SIGCONT)
        let resumed = try await session.waitForOutput {
            AppScreen.contains($0.dropFirst(given.count), TerminalModes.enter)
                && Self.screen.shows($0, " Plate") && Self.screen.shows($0, "? keys")
        }
        let rawAfterContinue = !(await session.isCanonical())
        await session.type("\u{03}")
        let (exitCode, _) = try await session.waitForExit()

        let whileStopped = Self.screen.replica(Array(given))
        #expect(!whileStopped.isAlternateScreen)
        #expect(!whileStopped.isCursorHidden)
        #expect(AppScreen.contains(given.dropFirst(started), Self.showCursor))
        #expect(canonicalWhileStopped)
        #expect(echoesWhileStopped)
        #expect(Self.screen.replica(resumed).isAlternateScreen)
        #expect(AppScreen.contains(resumed.dropFirst(given.count), Array("\u{1B}[2J".utf8)))
        #expect(rawAfterContinue)
        #expect(exitCode == 0)
    }

    @Test(arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE])
    func endingSignal_restoresTheTerminal_beforeTheProcessEnds(signalNumber: Int32) async throws {
        let cli = try CommandLineHarness()
        defer { withExtendedLifetime(cli) {} }
        let session = try Self.screen.start(cli)
        let started = try await session.waitForOutput { Self.screen.shows($0, " Plate") }.count

        session.send(signal: signalNumber)
        let (exitCode, output) = try await session.waitForExit()

        #expect(exitCode == 128 + signalNumber)
        #expect(AppScreen.contains(output.dropFirst(started), Self.leaveFullScreen))
        #expect(AppScreen.contains(output.dropFirst(started), Self.showCursor))
        let replica = Self.screen.replica(output)
        #expect(!replica.isAlternateScreen)
        #expect(!replica.isCursorHidden)
        #expect(await session.isCanonical())
        #expect(await session.echoes())
    }

    // MARK: - Helpers

    /// How the app is stopped.
    enum Stop: Sendable {
        /// The person presses Ctrl-Z (raw mode delivers it as a key).
        case controlZ
        /// Someone runs `kill -TSTP`.
        case signal
    }
}
