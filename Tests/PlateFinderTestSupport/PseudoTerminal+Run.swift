import Dispatch
import Foundation

extension PseudoTerminal {
    /// Runs `executable` on the terminal, answers `exchanges` in order, and waits for it to
    /// end (terminating it at `timeLimit`); what the terminal showed is in the result.
    func run(
        _ executable: URL, arguments: [String], environment: [String: String],
        exchanges: [PseudoTerminalRunner.Exchange], timeLimit: TimeInterval
    ) throws -> PseudoTerminalRunner.Result {
        let deadline = ContinuousClock.now + .seconds(timeLimit)
        let process = try spawn(executable, arguments: arguments, environment: environment)
        // Only the child holds the terminal now, so reading reports its end when it exits.
        closeTerminal()
        var screen: [UInt8] = []
        do {
            for exchange in exchanges {
                try waitFor(exchange.prompt, in: &screen, until: deadline)
                type(Array(exchange.reply.utf8))
            }
            while let chunk = read(waitingAtMost: Self.seconds(until: deadline)) { screen += chunk }
            guard ContinuousClock.now < deadline else { throw Failure.timedOut(seconds: timeLimit) }
        } catch {
            process.send(SIGTERM)
            _ = process.wait()
            throw error
        }
        let termination = process.wait()
        return PseudoTerminalRunner.Result(
            exitCode: termination.status, screen: String(decoding: screen, as: UTF8.self))
    }

    /// Starts a process whose standard input, output and error are the terminal.
    func spawn(
        _ executable: URL, arguments: [String], environment: [String: String]
    ) throws -> SpawnedProcess {
        try SpawnedProcess(
            executable, arguments: arguments, environment: environment,
            standardInput: terminal, standardOutput: terminal, standardError: terminal)
    }

    static func seconds(until deadline: ContinuousClock.Instant) -> TimeInterval {
        let left = ContinuousClock.now.duration(to: deadline).components
        return max(0, TimeInterval(left.seconds) + TimeInterval(left.attoseconds) * 1e-18)
    }

    private func waitFor(
        _ prompt: String, in screen: inout [UInt8], until deadline: ContinuousClock.Instant
    ) throws(Failure) {
        let start = screen.count
        let needle = Array(prompt.utf8)
        while !screen[start...].contains(needle) {
            guard let chunk = read(waitingAtMost: Self.seconds(until: deadline)) else {
                throw .promptNotShown(
                    prompt: prompt, screen: String(decoding: screen, as: UTF8.self))
            }
            screen += chunk
        }
    }
}

extension ArraySlice where Element == UInt8 {
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard count >= needle.count else { return false }
        var index = startIndex
        while index <= endIndex - needle.count {
            if self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
