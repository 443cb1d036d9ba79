import Foundation
import PlateFinderTestSupport

/// The built `platefinder` binary, run as a person would run it but with a controlled
/// environment: nothing is inherited from the test process (no HOME, LANG, proxy or
/// `PLATEFINDER_ANT_URL`). Each runner has a private folder and, unless told otherwise,
/// its own store file in it through `PLATEFINDER_STORE`.
struct PlateFinderCLI: Sendable {
    /// The environment every run gets, plus what a test adds.
    let environment: [String: String]
    /// The runner's private folder, removed when the runner goes away.
    let folder: TemporaryFolder

    /// The store file every run uses unless a test overrides `PLATEFINDER_STORE`.
    var storePath: String { folder.file("data/platefinder.sqlite") }

    /// A runner whose child sees `environment` plus, when `usesStore`, `PLATEFINDER_STORE`
    /// set to a file of its own.
    init(environment: [String: String] = [:], usesStore: Bool = true) throws {
        folder = try TemporaryFolder()
        let store = usesStore ? ["PLATEFINDER_STORE": folder.file("data/platefinder.sqlite")] : [:]
        self.environment = store.merging(environment) { _, given in given }
    }

    private init(environment: [String: String], folder: TemporaryFolder) {
        self.environment = environment
        self.folder = folder
    }

    /// A runner on the same folder and store whose environment has `changes` applied.
    func with(_ changes: [String: String]) -> PlateFinderCLI {
        PlateFinderCLI(
            environment: environment.merging(changes) { _, changed in changed }, folder: folder)
    }

    /// Runs `platefinder` with `arguments`; `extraEnvironment` is added to the runner's.
    func run(
        _ arguments: String..., extraEnvironment: [String: String] = [:]
    ) async throws -> ProcessRunner.Result {
        try await run(arguments, extraEnvironment: extraEnvironment)
    }

    /// Runs `platefinder` with `arguments`; `extraEnvironment` is added to the runner's.
    func run(
        _ arguments: [String], extraEnvironment: [String: String] = [:]
    ) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run(
            try BuiltProduct.executable(named: "platefinder"), arguments: arguments,
            environment: environment.merging(extraEnvironment) { _, added in added },
            timeLimit: 30)
    }

    /// Runs `platefinder` with `arguments` inside `sh -c script`, where `"$@"` is the whole
    /// command line (the binary first): for what a test process cannot arrange itself, such
    /// as `exec "$@" >&-` (standard output closed) or `trap '' PIPE` (SIGPIPE ignored, as
    /// the child inherits it). `standardOutput` as `ProcessRunner.run` takes it.
    func run(
        _ arguments: [String], inShell script: String, standardOutput: FileHandle? = nil
    ) async throws -> ProcessRunner.Result {
        let binary = try BuiltProduct.executable(named: "platefinder")
        return try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", binary.path] + arguments,
            environment: environment, standardOutput: standardOutput, timeLimit: 30)
    }

    /// Runs `platefinder` on a pseudo-terminal, answering its questions with `exchanges`.
    func runOnTerminal(
        _ arguments: [String], exchanges: [PseudoTerminalRunner.Exchange]
    ) async throws -> PseudoTerminalRunner.Result {
        try await PseudoTerminalRunner.run(
            try BuiltProduct.executable(named: "platefinder"), arguments: arguments,
            environment: environment, exchanges: exchanges, timeLimit: 30)
    }
}
