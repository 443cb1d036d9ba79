import Dispatch
import Foundation

/// Runs a child process to completion with a chosen environment and input, and captures
/// what it wrote and how it exited.
public enum ProcessRunner {
    /// How a child process ended.
    public struct Result: Equatable, Sendable {
        /// The exit status the child passed to `exit`.
        public let exitCode: Int32
        /// Everything written to standard output.
        public let standardOutput: Data
        /// Everything written to standard error.
        public let standardError: Data

        /// Standard output decoded as UTF-8.
        public var output: String { String(decoding: standardOutput, as: UTF8.self) }
        /// Standard error decoded as UTF-8.
        public var error: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// Why a child process gave no result.
    public enum Failure: Error, Equatable {
        /// It ran longer than the limit and was terminated.
        case timedOut(seconds: TimeInterval)
        /// A signal ended it (a crash, or a kill from outside).
        case killedBySignal(Int32)
    }

    /// Runs `executable` with exactly `environment` (nothing inherited), feeding it
    /// `standardInput`; terminates it after `timeLimit` seconds. Its standard output is
    /// captured in the result, unless `standardOutput` names where it goes instead (a pipe
    /// no one reads, say).
    ///
    /// The child runs on a Dispatch thread, never blocking the cooperative pool that
    /// in-process servers the child talks to may need.
    public static func run(
        _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        standardInput: Data = Data(), standardOutput: FileHandle? = nil,
        timeLimit: TimeInterval = 60
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result {
                        try runBlocking(
                            executable, arguments: arguments, environment: environment,
                            standardInput: standardInput, standardOutput: standardOutput,
                            timeLimit: timeLimit)
                    })
            }
        }
    }

    /// Output and error go to files rather than pipes, so a chatty child can never fill a
    /// pipe and stall while nobody reads it.
    private static func runBlocking(
        _ executable: URL, arguments: [String], environment: [String: String],
        standardInput: Data, standardOutput: FileHandle?, timeLimit: TimeInterval
    ) throws -> Result {
        let files = try ScratchFiles()
        defer { files.remove() }
        try standardInput.write(to: files.input)
        let input = try FileHandle(forReadingFrom: files.input)
        let output = try standardOutput ?? FileHandle(forWritingTo: files.output)
        let error = try FileHandle(forWritingTo: files.error)
        let child = try SpawnedProcess(
            executable, arguments: arguments, environment: environment,
            standardInput: input.fileDescriptor, standardOutput: output.fileDescriptor,
            standardError: error.fileDescriptor)
        guard let termination = child.wait(timeout: timeLimit) else {
            child.send(SIGTERM)
            _ = child.wait()
            throw Failure.timedOut(seconds: timeLimit)
        }
        guard case .exited(let exitCode) = termination else {
            throw Failure.killedBySignal(termination.status)
        }
        return Result(
            exitCode: exitCode,
            standardOutput: try Data(contentsOf: files.output),
            standardError: try Data(contentsOf: files.error))
    }
}

/// A private directory holding the child's input, output and error files.
private struct ScratchFiles {
    let directory: URL
    var input: URL { directory.appendingPathComponent("stdin") }
    var output: URL { directory.appendingPathComponent("stdout") }
    var error: URL { directory.appendingPathComponent("stderr") }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true)
        for file in [output, error] {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
    }

    func remove() {
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            // A leftover scratch directory in the temporary folder harms nothing.
            return
        }
    }
}
