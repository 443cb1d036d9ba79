import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair: the test holds the controller side, the child gets the terminal.
final class PseudoTerminal {
    typealias Failure = PseudoTerminalRunner.Failure

    private let controller: Int32
    private var terminal: Int32
    private var screen: [UInt8] = []

    /// Opens a new pair; both descriptors are close-on-exec so no other child inherits them.
    init() throws(Failure) {
        controller = PseudoTerminalCalls.openController(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw .systemCall("posix_openpt", errno: errno) }
        terminal = -1
        guard PseudoTerminalCalls.unlock(controller) else {
            let error = Failure.systemCall("grantpt", errno: errno)
            PseudoTerminalCalls.close(controller)
            throw error
        }
        guard let name = PseudoTerminalCalls.terminalName(controller) else {
            PseudoTerminalCalls.close(controller)
            throw .systemCall("ptsname", errno: errno)
        }
        // Close-on-exec from the start: a process another test spawns meanwhile must not
        // inherit the terminal, or its end would wait for that process too.
        terminal = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            PseudoTerminalCalls.close(controller)
            throw .systemCall("open", errno: errno)
        }
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
    }

    /// Closes the controller side (and the terminal side, if still held).
    func close() {
        if terminal >= 0 { PseudoTerminalCalls.close(terminal) }
        PseudoTerminalCalls.close(controller)
    }

    func run(
        _ executable: URL, arguments: [String], environment: [String: String],
        exchanges: [PseudoTerminalRunner.Exchange], timeLimit: TimeInterval
    ) throws -> PseudoTerminalRunner.Result {
        let deadline = ContinuousClock.now + .seconds(timeLimit)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Only the child holds the terminal now, so reading reports its end when it exits.
        PseudoTerminalCalls.close(terminal)
        terminal = -1
        do {
            for exchange in exchanges {
                try waitFor(exchange.prompt, until: deadline)
                type(exchange.reply)
            }
            try readToEnd(until: deadline, timeLimit: timeLimit)
        } catch {
            process.terminate()
            exited.wait()
            throw error
        }
        exited.wait()
        return PseudoTerminalRunner.Result(
            exitCode: process.terminationStatus, screen: String(decoding: screen, as: UTF8.self))
    }

    private func waitFor(_ prompt: String, until deadline: ContinuousClock.Instant) throws(Failure)
    {
        let start = screen.count
        let needle = Array(prompt.utf8)
        while !screen[start...].contains(needle) {
            guard read(until: deadline) else {
                throw .promptNotShown(
                    prompt: prompt, screen: String(decoding: screen, as: UTF8.self))
            }
        }
    }

    private func readToEnd(
        until deadline: ContinuousClock.Instant, timeLimit: TimeInterval
    ) throws(Failure) {
        while read(until: deadline) {}
        guard ContinuousClock.now < deadline else { throw .timedOut(seconds: timeLimit) }
    }

    /// Reads what the terminal shows next; false at its end or at the deadline.
    private func read(until deadline: ContinuousClock.Instant) -> Bool {
        var polled = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let left = ContinuousClock.now.duration(to: deadline)
        let milliseconds = Int32(clamping: max(0, left.components.seconds * 1000 + 1))
        let ready = poll(&polled, 1, milliseconds)
        guard ready > 0 else { return ready < 0 && errno == EINTR }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes {
            PseudoTerminalCalls.read(controller, $0.baseAddress, $0.count)
        }
        // Linux reports the end of the terminal as EIO once every holder has closed it.
        guard count > 0 else { return false }
        screen += buffer.prefix(count)
        return true
    }

    private func type(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
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
