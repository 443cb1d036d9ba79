import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's handling of every `StopSignal`.
///
/// While no command watches, a signal ends the process at once with its code: by the
/// system's action when that is quiet (SIGINT), else by a handler that exits 128 + its
/// number (SIGQUIT, whose own action dumps core, and which the Swift runtime's crash handler
/// would take to print a crash report and let the command go on). While a command watches,
/// the first signal is reported to it and every signal gets its resting action back, so a
/// second one ends the process at once, as it ends any tool. A signal ignored when the
/// process started (a background job's) stays ignored.
enum ProcessStopSignals {
    /// Sets each signal's resting action. Replaces the runtime's crash handler on SIGQUIT,
    /// which is installed before `main` runs.
    static func prepare() {
        for stopSignal in StopSignal.allCases {
            let previous = signal(stopSignal.number, SIG_IGN)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                ignoredSignals.insert(stopSignal.number)
            }
            rest(stopSignal)
        }
    }

    /// Reports the first signal to `handler` on a thread of its own, until the returned
    /// closure is called.
    static func watch(_ handler: @escaping @Sendable (StopSignal) -> Void) -> Interrupts.Stop {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return {} }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        wakePipe = writeEnd
        let watched = StopSignal.allCases.filter { !ignoredSignals.contains($0.number) }
        for stopSignal in watched { signal(stopSignal.number, wakeOnStopSignal) }
        let watcher = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0, errno == EINTR {}
            for signal in watched { rest(signal) }
            if let stopSignal = StopSignal(number: Int32(byte)) { handler(stopSignal) }
            close(readEnd)
        }
        watcher.name = "Stop-signal watcher"
        watcher.start()
        return {
            for signal in watched { rest(signal) }
            var stop: UInt8 = 0
            _ = write(writeEnd, &stop, 1)
        }
    }

    /// Gives `signal` the action it has while no command watches.
    private static func rest(_ stopSignal: StopSignal) {
        let number = stopSignal.number
        if ignoredSignals.contains(number) {
            signal(number, SIG_IGN)
        } else if stopSignal.endsQuietlyByDefault {
            signal(number, SIG_DFL)
        } else {
            signal(number, endOnStopSignal)
        }
    }
}

/// The signals ignored when the process started.
///
/// `nonisolated(unsafe)` is safe: written only by `prepare`, before any watch starts; read
/// by watches and their threads, never by a handler.
nonisolated(unsafe) private var ignoredSignals: Set<Int32> = []

/// The write end of the pipe the handler wakes the watcher through; the byte written is the
/// signal's number, and a stop writes 0.
///
/// `nonisolated(unsafe)` is safe: it is written before the handler is installed, and the
/// handler only reads it; a later watch replaces it only after the earlier one stopped. It
/// is never closed, so a late signal never writes into a descriptor reused for a file.
nonisolated(unsafe) private var wakePipe: Int32 = -1

/// Writes the signal's number to the pipe: `write` is async-signal-safe, and nothing is
/// captured.
private let wakeOnStopSignal: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(wakePipe, &byte, 1)
}

/// Ends the process at once with 128 + the signal's number, as a shell reports a process
/// the signal ended; `_exit` is async-signal-safe.
private let endOnStopSignal: @convention(c) (Int32) -> Void = { number in
    _exit(128 + number)
}
