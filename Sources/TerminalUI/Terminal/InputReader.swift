import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the terminal's input on a thread of its own and reports it as events.
///
/// The thread waits in `poll` on the input and on a wake pipe: a resize byte on the pipe
/// (written by the SIGWINCH handler) reports the new size, a resume byte (written when the
/// terminal is taken again after a stop) reports `.resumed`, a stop byte ends the thread.
/// After input, a short wait without further bytes reports `.inputPaused`.
enum InputReader {
    /// Written to the wake pipe on SIGWINCH.
    static let resizeByte: UInt8 = 0x57
    /// Written to the wake pipe to end the thread.
    static let stopByte: UInt8 = 0x51
    /// How long input must be quiet before a lone ESC counts as the Escape key.
    static let pauseMilliseconds: Int32 = 30

    /// Starts the thread; it finishes `continuation` when it ends.
    static func start(
        input: Int32, wake: Int32, continuation: AsyncStream<TerminalEvent>.Continuation,
        size: @escaping @Sendable () -> TerminalSize
    ) {
        let thread = Thread {
            acceptSignals()
            run(input: input, wake: wake, continuation: continuation, size: size)
            continuation.finish()
        }
        thread.name = "TerminalUI input"
        thread.start()
    }

    /// Threads may start with signals blocked (the creating thread's mask is inherited);
    /// this thread takes them, so a process-directed resize, stop or hang-up always reaches
    /// the handlers.
    private static func acceptSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in SignalRestore.handledSignals {
            sigaddset(&signals, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    private static func run(
        input: Int32, wake: Int32, continuation: AsyncStream<TerminalEvent>.Continuation,
        size: () -> TerminalSize
    ) {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 4096)
        var awaitingPause = false
        while true {
            let ready = poll(
                &descriptors, nfds_t(descriptors.count), awaitingPause ? pauseMilliseconds : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.closed)
                return
            }
            if ready == 0 {
                awaitingPause = false
                continuation.yield(.inputPaused)
                continue
            }
            if descriptors[1].revents != 0 {
                let count = read(wake, &buffer, buffer.count)
                let woken = count > 0 ? buffer[0..<count] : []
                if woken.contains(stopByte) { return }
                if woken.contains(resizeByte) { continuation.yield(.resize(size())) }
                if woken.contains(SignalRestore.resumeByte) { continuation.yield(.resumed) }
            }
            if descriptors[0].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    continuation.yield(.input(Array(buffer[0..<count])))
                    awaitingPause = true
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    continuation.yield(.closed)
                    return
                }
            }
        }
    }
}
