import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells a long command that the person asked it to stop: Ctrl-C (SIGINT) for the
/// process, or whatever a test arranges.
public struct Interrupts: Sendable {
    /// Stops watching.
    public typealias Stop = @Sendable () -> Void

    private let watch: @Sendable (@escaping @Sendable () -> Void) -> Stop

    /// Interrupts that `watch` reports: it calls its handler on the first interrupt, and
    /// returns what stops watching.
    public init(watch: @escaping @Sendable (@escaping @Sendable () -> Void) -> Stop) {
        self.watch = watch
    }

    /// Calls `handler` (on another thread) on the first interrupt, until the returned
    /// closure is called.
    func watch(_ handler: @escaping @Sendable () -> Void) -> Stop {
        watch(handler)
    }

    /// Nothing ever interrupts.
    public static let none = Interrupts { _ in {} }

    /// The process's SIGINT. The first one is reported and gives SIGINT its default action
    /// back, so a second Ctrl-C ends the process at once, as it ends any tool.
    public static let controlC = Interrupts { handler in
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return {} }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        interruptPipe = writeEnd
        signal(SIGINT, wakeOnInterrupt)
        let watcher = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0, errno == EINTR {}
            signal(SIGINT, SIG_DFL)
            if byte == interruptByte { handler() }
            close(readEnd)
        }
        watcher.name = "Ctrl-C watcher"
        watcher.start()
        return {
            signal(SIGINT, SIG_DFL)
            var stop: UInt8 = 0
            _ = write(writeEnd, &stop, 1)
        }
    }
}

/// The byte the handler writes; a stop writes 0.
private let interruptByte: UInt8 = 1

/// The write end of the pipe the SIGINT handler wakes the watcher through.
///
/// `nonisolated(unsafe)` is safe: it is written before the handler is installed, and the
/// handler only reads it; a later watch replaces it only after the earlier one stopped.
nonisolated(unsafe) private var interruptPipe: Int32 = -1

/// Writes one byte to the pipe: `write` is async-signal-safe, and nothing is captured.
private let wakeOnInterrupt: @convention(c) (Int32) -> Void = { _ in
    var byte: UInt8 = 1
    _ = write(interruptPipe, &byte, 1)
}
