import Foundation

/// A program of the machine a test runs (a shell, groff), found in the usual folders
/// rather than through the test process's `PATH`.
public enum InstalledTool {
    /// The folders looked in, in order.
    public static let folders = [
        "/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/sbin", "/sbin",
    ]

    /// The program called `name`, or nil when none of the folders holds it.
    public static func path(_ name: String) -> URL? {
        folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the program called `name` with `arguments` and exactly `environment`.
    public static func run(
        _ name: String, _ arguments: [String], environment: [String: String] = [:]
    ) async throws -> ProcessRunner.Result {
        guard let program = path(name) else { throw Failure.notInstalled(name) }
        return try await ProcessRunner.run(
            program, arguments: arguments, environment: environment, timeLimit: 30)
    }

    /// Why a program could not be run.
    public enum Failure: Error, Equatable {
        /// None of the folders holds a program called this.
        case notInstalled(String)
    }
}
