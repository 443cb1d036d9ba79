import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process on a real pseudo-terminal, so `isatty` is true for its standard
/// input, output and error, and answers what it asks as a person at a keyboard would.
public enum PseudoTerminalRunner {
    /// Wait until the terminal shows `prompt`, then type `reply`.
    public struct Exchange: Sendable {
        /// Text the child writes before it expects an answer.
        public let prompt: String
        /// What is typed, newline included.
        public let reply: String

        /// Types `reply` once `prompt` has appeared.
        public init(prompt: String, reply: String) {
            self.prompt = prompt
            self.reply = reply
        }
    }

    /// How a child process on the terminal ended.
    public struct Result: Equatable, Sendable {
        /// The exit status the child passed to `exit`.
        public let exitCode: Int32
        /// Everything the terminal showed: the child's output and errors and the echo of
        /// what was typed, with the terminal's `\r\n` line ends.
        public let screen: String
    }

    /// Why a session gave no result.
    public enum Failure: Error, Equatable {
        /// The terminal could not be set up; `call` failed with `errno`.
        case systemCall(String, errno: Int32)
        /// `prompt` never appeared within the time limit; `screen` is what did.
        case promptNotShown(prompt: String, screen: String)
        /// The child ran longer than the limit and was terminated.
        case timedOut(seconds: TimeInterval)
    }

    /// Runs `executable` with exactly `environment` on a new pseudo-terminal, carrying out
    /// `exchanges` in order, and waits for it to end (terminating it after `timeLimit`).
    public static func run(
        _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        exchanges: [Exchange], timeLimit: TimeInterval = 30
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result {
                        let terminal = try PseudoTerminal()
                        defer { terminal.close() }
                        return try terminal.run(
                            executable, arguments: arguments, environment: environment,
                            exchanges: exchanges, timeLimit: timeLimit)
                    })
            }
        }
    }
}
