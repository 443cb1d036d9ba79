import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderTestSupport

/// `platefinder` command lines run in-process as a person would run them, but with a
/// controlled environment: nothing is read from the test process (no HOME, LANG, TZ, proxy
/// or `PLATEFINDER_ANT_URL`). Each harness has a private folder and, unless told
/// otherwise, its own store file in it through `PLATEFINDER_STORE`.
public struct CommandLineHarness: Sendable {
    /// Why a run could not be set up.
    public enum Failure: Error, Equatable {
        /// `TZ` names no time zone this platform knows.
        case unknownTimeZone(String)
    }

    /// The environment every run gets, plus what a test adds.
    public let environment: [String: String]
    /// The harness's private folder, removed when the harness goes away.
    public let folder: TemporaryFolder

    /// The store file every run uses unless a test overrides `PLATEFINDER_STORE`.
    public var storePath: String { folder.file("data/platefinder.sqlite") }

    /// A harness whose runs see `environment` plus, when `usesStore`, `PLATEFINDER_STORE`
    /// set to a file of its own.
    public init(environment: [String: String] = [:], usesStore: Bool = true) throws {
        folder = try TemporaryFolder()
        let store = usesStore ? ["PLATEFINDER_STORE": folder.file("data/platefinder.sqlite")] : [:]
        // Nothing a test forgets to point elsewhere may reach the SRI's public service.
        let sri = [
            "PLATEFINDER_SRI_URL": try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        ]
        self.environment = sri.merging(store) { $1 }.merging(environment) { _, given in given }
    }

    private init(environment: [String: String], folder: TemporaryFolder) {
        self.environment = environment
        self.folder = folder
    }

    /// A harness on the same folder and store whose environment has `changes` applied.
    public func with(_ changes: [String: String]) -> CommandLineHarness {
        CommandLineHarness(
            environment: environment.merging(changes) { _, changed in changed }, folder: folder)
    }

    /// Runs `platefinder` with `arguments`; `extraEnvironment` is added to the harness's.
    public func run(
        _ arguments: String..., extraEnvironment: [String: String] = [:]
    ) async throws -> CommandResult {
        try await run(arguments, extraEnvironment: extraEnvironment)
    }

    /// Runs `platefinder` with `arguments` on `streams` (by default not a terminal, with
    /// nothing to read); `extraEnvironment` is added to the harness's. Dates are shown in
    /// the zone `TZ` names, or the test process's when it names none. The full-screen app
    /// is `launcher`'s, which by default finds no terminal to take over.
    public func run(
        _ arguments: [String], extraEnvironment: [String: String] = [:],
        streams: RecordingStreams = RecordingStreams(),
        launcher: any FullScreenLauncher = NoTerminalLauncher()
    ) async throws -> CommandResult {
        let environment = environment.merging(extraEnvironment) { _, added in added }
        let runner = CommandRunner(
            environment: environment, streams: streams,
            timeZone: try Self.timeZone(environment["TZ"]), launcher: launcher)
        let code = await runner.run(arguments)
        return CommandResult(
            exitCode: code.rawValue, standardOutput: streams.output,
            standardError: streams.error)
    }

    private static func timeZone(_ name: String?) throws(Failure) -> TimeZone {
        guard let name else { return .current }
        guard let zone = TimeZone(identifier: name) else { throw .unknownTimeZone(name) }
        return zone
    }
}
