import Foundation
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
    static let size = TerminalSize(columns: 80, rows: 24)
    static let leaveFullScreen = Array("\u{1B}[?1049l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)

    @Test(arguments: [Stop.controlZ, .signal])
    func stop_givesTheTerminalBack_andContinueTakesItAgainAndRedraws(stop: Stop) async throws {
        let session = try makeSUT()
        let started = try await session.waitForOutput { Self.shows($0, " Plate") }.count

        switch stop {
        case .controlZ: await session.type("\u{1A}")
        case .signal: session.send(signal: SIGTSTP)
        }
        let stopped = await session.waitUntilStopped()
        let given = try await session.waitForOutput {
            Self.contains($0.dropFirst(started), Self.leaveFullScreen)
        }
        let canonicalWhileStopped = await session.isCanonical()
        let echoesWhileStopped = await session.echoes()
        session.send(signal: SIGCONT)
        let resumed = try await session.waitForOutput {
            Self.contains($0.dropFirst(given.count), TerminalModes.enter)
                && Self.shows($0, " Plate") && Self.shows($0, "? keys")
        }
        let rawAfterContinue = !(await session.isCanonical())
        await session.type("\u{03}")
        let (exitCode, _) = try await session.waitForExit()

        #expect(stopped)
        let whileStopped = Self.replica(Array(given))
        #expect(!whileStopped.isAlternateScreen)
        #expect(!whileStopped.isCursorHidden)
        #expect(Self.contains(given.dropFirst(started), Self.showCursor))
        #expect(canonicalWhileStopped)
        #expect(echoesWhileStopped)
        #expect(Self.replica(resumed).isAlternateScreen)
        #expect(Self.contains(resumed.dropFirst(given.count), Array("\u{1B}[2J".utf8)))
        #expect(rawAfterContinue)
        #expect(exitCode == 0)
    }

    @Test(arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE])
    func endingSignal_restoresTheTerminal_beforeTheProcessEnds(signalNumber: Int32) async throws {
        let session = try makeSUT()
        let started = try await session.waitForOutput { Self.shows($0, " Plate") }.count

        session.send(signal: signalNumber)
        let (exitCode, output) = try await session.waitForExit()

        #expect(exitCode == 128 + signalNumber)
        #expect(Self.contains(output.dropFirst(started), Self.leaveFullScreen))
        #expect(Self.contains(output.dropFirst(started), Self.showCursor))
        let replica = Self.replica(output)
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

    private func makeSUT() throws -> PseudoTerminalSession {
        let cli = try PlateFinderCLI()
        return try PseudoTerminalSession(
            try BuiltProduct.executable(named: "platefinder"), arguments: [],
            environment: cli.environment.merging(["TERM": "xterm"]) { $1 },
            columns: UInt16(Self.size.columns), rows: UInt16(Self.size.rows))
    }

    /// The screen a terminal would show after `output`.
    private static func replica(_ output: [UInt8]) -> ScreenReplica {
        var replica = ScreenReplica(size: size)
        replica.apply(output)
        return replica
    }

    /// Whether a row of the screen after `output` contains `text`.
    private static func shows(_ output: [UInt8], _ text: String) -> Bool {
        replica(output).lines().contains { $0.contains(text) }
    }

    /// Whether `bytes` hold `sequence`.
    private static func contains(_ bytes: ArraySlice<UInt8>, _ sequence: [UInt8]) -> Bool {
        guard bytes.count >= sequence.count else { return false }
        var start = bytes.startIndex
        while start <= bytes.endIndex - sequence.count {
            if bytes[start..<(start + sequence.count)].elementsEqual(sequence) { return true }
            start += 1
        }
        return false
    }
}
