import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's handling of every `StopSignal`.
///
/// While no command watches, a signal ends the process at once with its code: by the
/// system's action when that is quiet (SIGINT, SIGTERM, SIGHUP), else by a handler that
/// exits 128 + its number (SIGQUIT, whose own action dumps core, and which the Swift
/// runtime's crash handler would take to print a crash report and let the command go on).
/// While a command watches, the first signal is reported to it; a second one is the person
/// insisting (unless it is the same signal again within `sameRequestWindow`: `timeout`
/// signals the command and then its whole process group, so one request arrives twice,
/// microseconds apart): the watcher thread calls the command's "end now" closure, which writes what
/// is complete, and then ends the process with that signal's code. Nothing of that runs in
/// the signal handler, which only writes a byte, so the closure may take locks: at worst
/// it waits for a row being written. A signal ignored when the process started (a
/// background job's, or one started by `nohup`) stays ignored.
enum ProcessStopSignals {
    /// How soon after the first the same signal again is the same request: far shorter than
    /// a person takes to press a key twice, far longer than one `kill` after another.
    static let sameRequestWindow = Duration.milliseconds(50)

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

    /// Reports the first signal to `stop` on a thread of its own, and a second to `endNow`
    /// before ending the process with its code, until the returned closure is called.
    static func watch(
        _ stop: @escaping Interrupts.Handler, endNow: @escaping Interrupts.Handler
    ) -> Interrupts.Stop {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return {} }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        wakePipe = writeEnd
        let watched = StopSignal.allCases.filter { !ignoredSignals.contains($0.number) }
        for stopSignal in watched { signal(stopSignal.number, wakeOnStopSignal) }
        let ending = WatchEnding()
        let watcher = Thread {
            var first: (signal: StopSignal, at: ContinuousClock.Instant)?
            while let stopSignal = nextSignal(from: readEnd) {
                guard let first else {
                    first = (stopSignal, .now)
                    stop(stopSignal)
                    continue
                }
                if stopSignal == first.signal, .now - first.at < sameRequestWindow { continue }
                if ending.beginEndingNow() {
                    endNow(stopSignal)
                    _exit(stopSignal.exitCode.rawValue)
                }
            }
            close(readEnd)
        }
        watcher.name = "Stop-signal watcher"
        watcher.start()
        return {
            // The process is ending at once on the watcher's thread: the command must not
            // go on to exit with another code, or with half of what "end now" writes.
            guard ending.stop() else {
                while true { pause() }
            }
            for signal in watched { rest(signal) }
            var stop: UInt8 = 0
            _ = write(writeEnd, &stop, 1)
        }
    }

    /// The next signal the handler wrote to the pipe; nil once the watch stopped.
    private static func nextSignal(from readEnd: Int32) -> StopSignal? {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            return StopSignal(number: Int32(byte))
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

/// Which came first of a watch's stop and a second signal's ending at once: the other one
/// then does nothing.
///
/// `@unchecked Sendable` is safe: `state` is read and written only while holding `lock`.
private final class WatchEnding: @unchecked Sendable {
    private enum State { case watching, stopped, endingNow }

    private let lock = NSLock()
    private var state = State.watching

    /// Whether the process may end at once: the watch has not stopped.
    func beginEndingNow() -> Bool {
        lock.withLock {
            guard state == .watching else { return false }
            state = .endingNow
            return true
        }
    }

    /// Whether the watch stopped: the process is not ending at once.
    func stop() -> Bool {
        lock.withLock {
            guard state == .watching else { return state == .stopped }
            state = .stopped
            return true
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
