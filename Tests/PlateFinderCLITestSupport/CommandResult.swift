import Foundation

/// How a command line run in-process ended, read back as a process's would be.
public struct CommandResult: CommandOutput, Equatable, Sendable {
    /// The exit code the run returned.
    public let exitCode: Int32
    /// Everything written to standard output.
    public let standardOutput: Data
    /// Everything written to standard error.
    public let standardError: Data

    /// A result of `exitCode` with what the run wrote.
    public init(exitCode: Int32, standardOutput: Data, standardError: Data) {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Standard output decoded as UTF-8.
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error decoded as UTF-8.
    public var error: String { String(decoding: standardError, as: UTF8.self) }
}
