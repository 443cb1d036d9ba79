import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair: the terminal side behaves as a real terminal for the code under
/// test (in this process or a child), the controller side is what a terminal emulator sees.
public final class PseudoTerminal {
    /// Why the pair could not be opened (`PseudoTerminalRunner.Failure.systemCall`).
    public typealias Failure = PseudoTerminalRunner.Failure

    /// The controller side: read what the code wrote, write what a person types.
    public let controller: Int32
    /// The terminal side the code under test uses; -1 once closed.
    public private(set) var terminal: Int32

    /// Opens a new pair; both descriptors are close-on-exec so no child inherits them
    /// unless it is handed one.
    public init() throws(Failure) {
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

    /// Closes both sides (the terminal side only if still held).
    public func close() {
        closeTerminal()
        PseudoTerminalCalls.close(controller)
    }

    /// Closes this process's hold on the terminal side, so reading the controller reports
    /// the end once every other holder (a child) has closed it too.
    func closeTerminal() {
        if terminal >= 0 { PseudoTerminalCalls.close(terminal) }
        terminal = -1
    }

    /// Whether the terminal has canonical input (line editing) on.
    public func isCanonical() -> Bool {
        localModes() & tcflag_t(ICANON) != 0
    }

    /// Whether the terminal echoes what is typed.
    public func echoes() -> Bool {
        localModes() & tcflag_t(ECHO) != 0
    }

    /// Sets the window size the kernel reports for the terminal.
    public func setSize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Types `bytes` as the person at the terminal would.
    public func type(_ bytes: [UInt8]) {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }

    /// What the code under test wrote, read until nothing more arrives for `quiet` seconds.
    public func readOutput(quiet: TimeInterval = 0.2) -> [UInt8] {
        var output: [UInt8] = []
        while let chunk = read(waitingAtMost: quiet) { output += chunk }
        return output
    }

    /// The next bytes the terminal shows, waiting at most `seconds`; nil when nothing came
    /// in time or the terminal ended.
    func read(waitingAtMost seconds: TimeInterval) -> [UInt8]? {
        var polled = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: Int((max(0, seconds) * 1000).rounded(.up)))
        var ready = poll(&polled, 1, milliseconds)
        while ready < 0, errno == EINTR { ready = poll(&polled, 1, milliseconds) }
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes {
            PseudoTerminalCalls.read(controller, $0.baseAddress, $0.count)
        }
        // Linux reports the end of the terminal as EIO once every holder has closed it.
        guard count > 0 else { return nil }
        return Array(buffer.prefix(count))
    }

    /// The local modes of the terminal (through the controller once the side is closed:
    /// both sides share one set of attributes).
    private func localModes() -> tcflag_t {
        var attributes = termios()
        _ = tcgetattr(terminal >= 0 ? terminal : controller, &attributes)
        return attributes.c_lflag
    }
}
