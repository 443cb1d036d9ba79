import Foundation
import PlateFinderTestSupport

/// The built `platefinder` binary, run as a person would run it but with a controlled
/// environment: nothing is inherited from the test process (no LANG, no proxy, no
/// `PLATEFINDER_ANT_URL`).
struct PlateFinderCLI {
    /// The environment every run gets, plus what a test adds.
    let environment: [String: String]

    /// A runner whose child sees exactly `environment`.
    init(environment: [String: String] = [:]) {
        self.environment = environment
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
}
