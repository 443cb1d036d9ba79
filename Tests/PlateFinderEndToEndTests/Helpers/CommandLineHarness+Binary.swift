import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport

/// The built `platefinder` binary, run in a harness's environment and folder: what only a
/// real process shows (its exit status, its standard streams, signals, a terminal) and
/// what needs several processes at once.
extension CommandLineHarness {
    /// Runs the binary with `arguments`; `extraEnvironment` is added to the harness's.
    func runBinary(
        _ arguments: String..., extraEnvironment: [String: String] = [:]
    ) async throws -> ProcessRunner.Result {
        try await runBinary(arguments, extraEnvironment: extraEnvironment)
    }

    /// Runs the binary with `arguments`; `extraEnvironment` is added to the harness's.
    func runBinary(
        _ arguments: [String], extraEnvironment: [String: String] = [:]
    ) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run(
            try BuiltProduct.executable(named: "platefinder"), arguments: arguments,
            environment: environment.merging(extraEnvironment) { _, added in added },
            timeLimit: 30)
    }

    /// Runs the binary with `arguments` inside `sh -c script`, where `"$@"` is the whole
    /// command line (the binary first): for what a test process cannot arrange itself, such
    /// as `exec "$@" >&-` (standard output closed) or `trap '' PIPE` (SIGPIPE ignored, as
    /// the child inherits it). `standardOutput` as `ProcessRunner.run` takes it.
    func runBinary(
        _ arguments: [String], inShell script: String, standardOutput: FileHandle? = nil
    ) async throws -> ProcessRunner.Result {
        let binary = try BuiltProduct.executable(named: "platefinder")
        return try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", binary.path] + arguments,
            environment: environment, standardOutput: standardOutput, timeLimit: 30)
    }

    /// Runs the binary on a pseudo-terminal, answering its questions with `exchanges`.
    func runBinaryOnTerminal(
        _ arguments: [String], exchanges: [PseudoTerminalRunner.Exchange]
    ) async throws -> PseudoTerminalRunner.Result {
        try await PseudoTerminalRunner.run(
            try BuiltProduct.executable(named: "platefinder"), arguments: arguments,
            environment: environment, exchanges: exchanges, timeLimit: 30)
    }
}
