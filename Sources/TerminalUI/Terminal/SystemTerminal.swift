import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real terminal: raw mode through termios, the alternate screen, input read
/// on a thread, resizes from SIGWINCH, a restore on every way out (normal stop, thrown error
/// through `TerminalApplication.run`, the signals in `SignalRestore.endingSignals`), and a
/// restore before a stop (Ctrl-Z, SIGTSTP) with the terminal taken again on SIGCONT.
public final class SystemTerminal: TerminalDevice, @unchecked Sendable {
    // Safe to share: `input`, `output`, `wake` are immutable; `session` and `isReading` are
    // only touched while holding `lock`.
    private let lock = NSLock()
    private let input: Int32
    private let output: Int32
    private let wake: (read: Int32, write: Int32)
    private var session: RawModeSession
    private var isReading = false

    /// The terminal on `input` and `output` (standard input and output by default).
    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
        termios: any TermiosControlling = SystemTermios()
    ) {
        self.input = input
        self.output = output
        session = RawModeSession(input: input, termios: termios)
        var ends: [Int32] = [-1, -1]
        // Without a pipe, poll ignores the negative descriptors: no resizes, and a stopped
        // reader ends at the next key instead of at once.
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        wake = (ends[0], ends[1])
    }

    deinit {
        restore()
        if wake.read >= 0 { close(wake.read) }
        if wake.write >= 0 { close(wake.write) }
    }

    /// The window size; 80 × 24 when the kernel does not know it.
    public var size: TerminalSize {
        WindowSize.read(output) ?? WindowSize.read(input) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Saves the attributes, enters raw mode and the alternate screen, and installs the
    /// signal handlers that restore the terminal.
    public func enterFullScreen() throws(TerminalError) {
        lock.lock()
        defer { lock.unlock() }
        guard !session.isActive else { return }
        try session.enter(write: write)
        guard let original = session.original, let raw = session.raw else { return }
        SignalRestore.arm(
            input: input, output: output, attributes: original, rawAttributes: raw,
            sequence: TerminalModes.exit, enterSequence: TerminalModes.enter,
            wakePipe: wake.write)
    }

    /// Gives the terminal back and stops the process through SIGTSTP's handler, on this
    /// thread, so nothing is drawn in between; returns once the process is continued.
    public func suspend() {
        guard lock.withLock({ session.isActive }) else { return }
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        // This thread may have been started with signals blocked; the handler must run here.
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Writes the restore sequence, puts the attributes back, removes the handlers and stops
    /// the input thread. Idempotent.
    public func restore() {
        lock.withLock {
            guard session.isActive || isReading else { return }
            session.restore(write: write)
            SignalRestore.disarm()
            if isReading, wake.write >= 0 {
                var byte = InputReader.stopByte
                _ = writeDescriptor(wake.write, &byte, 1)
            }
            isReading = false
        }
    }

    /// Writes all of `bytes`, retrying after interruptions and partial writes; nothing while
    /// the terminal is given back for a stop (the shell has it).
    public func write(_ bytes: [UInt8]) {
        guard !SignalRestore.isSuspended else { return }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = writeDescriptor(output, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Starts reading input on a thread; the stream ends when the terminal is restored.
    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        lock.withLock { isReading = true }
        var drain = [UInt8](repeating: 0, count: 64)
        while wake.read >= 0, read(wake.read, &drain, drain.count) > 0 {}
        let output = output
        let input = input
        InputReader.start(input: input, wake: wake.read, continuation: continuation) {
            WindowSize.read(output) ?? WindowSize.read(input) ?? TerminalSize(columns: 80, rows: 24)
        }
        return stream
    }
}

/// The C library's `write`, which the type's own `write(_:)` hides inside it.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
