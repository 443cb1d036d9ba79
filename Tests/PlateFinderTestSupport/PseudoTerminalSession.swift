import Dispatch
import Foundation

/// A child process running on a pseudo-terminal of a chosen size that a test talks to as a
/// person would: type keys, wait for what the screen shows, wait for the end, then look at
/// the terminal's modes (the test keeps the terminal open, so they outlive the child).
///
/// Every blocking call runs on a Dispatch queue, never on the cooperative pool that an
/// in-process server the child talks to may need.
///
/// `@unchecked Sendable` is safe: the mutable state (`output`, the terminal) is touched only
/// on `queue`, which is serial.
public final class PseudoTerminalSession: @unchecked Sendable {
    /// Why a session step gave no result.
    public enum Failure: Error, Equatable {
        /// What was waited for did not show within the limit; `output` is what did.
        case notShown(output: String)
        /// The child did not end within the limit and was terminated.
        case timedOut(seconds: TimeInterval)
    }

    private let queue = DispatchQueue(label: "PseudoTerminalSession")
    private let terminal: PseudoTerminal
    private let process: SpawnedProcess
    private var output: [UInt8] = []

    /// Starts `executable` with exactly `environment` on a new terminal of `columns` × `rows`.
    public init(
        _ executable: URL, arguments: [String], environment: [String: String],
        columns: UInt16, rows: UInt16
    ) throws {
        terminal = try PseudoTerminal()
        terminal.setSize(columns: columns, rows: rows)
        do {
            process = try terminal.spawn(executable, arguments: arguments, environment: environment)
        } catch {
            terminal.close()
            throw error
        }
    }

    deinit {
        process.send(SIGTERM)
        terminal.close()
    }

    /// Types `text` as one burst of keys.
    public func type(_ text: String) async {
        await perform { $0.terminal.type(Array(text.utf8)) }
    }

    /// Reads until everything the child wrote so far satisfies `isShown`, for at most
    /// `timeLimit` seconds; returns all of it.
    public func waitForOutput(
        timeLimit: TimeInterval = 20, until isShown: @escaping @Sendable ([UInt8]) -> Bool
    ) async throws -> [UInt8] {
        try await perform { session in
            let deadline = ContinuousClock.now + .seconds(timeLimit)
            while !isShown(session.output) {
                let left = PseudoTerminal.seconds(until: deadline)
                guard left > 0, let chunk = session.terminal.read(waitingAtMost: left) else {
                    throw Failure.notShown(output: String(decoding: session.output, as: UTF8.self))
                }
                session.output += chunk
            }
            return session.output
        }
    }

    /// Waits for the child to end (terminating it after `timeLimit` seconds) and returns its
    /// exit status and everything it wrote.
    public func waitForExit(timeLimit: TimeInterval = 20) async throws -> (Int32, [UInt8]) {
        try await perform { session in
            guard let termination = session.process.wait(timeout: timeLimit) else {
                session.process.send(SIGTERM)
                _ = session.process.wait()
                throw Failure.timedOut(seconds: timeLimit)
            }
            session.output += session.terminal.readOutput(quiet: 0.1)
            return (termination.status, session.output)
        }
    }

    /// Sends `signalNumber` to the child, as `kill` from another terminal would.
    public func send(signal signalNumber: Int32) {
        process.send(signalNumber)
    }

    /// Whether the child is stopped now (by SIGTSTP or SIGSTOP); `waitUntil` waits for it.
    public var isStopped: Bool {
        ProcessState.isStopped(process.identifier)
    }

    /// Whether the terminal has canonical input (line editing) on.
    public func isCanonical() async -> Bool {
        await perform { $0.terminal.isCanonical() }
    }

    /// Whether the terminal echoes what is typed.
    public func echoes() async -> Bool {
        await perform { $0.terminal.echoes() }
    }

    private func perform<T: Sendable>(
        _ body: @escaping @Sendable (PseudoTerminalSession) throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body(self) }) }
        }
    }

    private func perform<T: Sendable>(
        _ body: @escaping @Sendable (PseudoTerminalSession) -> T
    ) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body(self)) }
        }
    }
}
