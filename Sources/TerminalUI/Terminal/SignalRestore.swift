#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back when a signal ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGPIPE, SIGUSR1, SIGUSR2) or stops it (SIGTSTP, Ctrl-Z), takes it again when the process
/// is continued (SIGCONT), and turns SIGWINCH into a byte on a pipe the input reader watches.
///
/// A signal handler may only call async-signal-safe functions, so everything it needs (the
/// restore and enter bytes, the saved and raw attributes, the descriptors) is prepared in
/// plain memory before the handlers are installed; the handlers call only `write`,
/// `tcsetattr`, `tcgetpgrp`, `getpgrp`, `signal`, `pthread_sigmask`, `raise` and `_exit`.
/// The handlers themselves live in `SignalHandlers.swift`.
enum SignalRestore {
    /// What the handlers read. Allocated once and never freed: a handler may run at any time.
    struct State {
        var armed: Int32 = 0
        /// The terminal was given back for a stop and is not taken again yet; output is
        /// dropped meanwhile.
        var suspended: Int32 = 0
        var input: Int32 = -1
        var output: Int32 = -1
        var wakePipe: Int32 = -1
        var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
        var count = 0
        var enterBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
        var enterCount = 0
        var attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        var rawAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    }

    /// A C signal handler.
    typealias Handler = @convention(c) (Int32) -> Void

    /// The longest restore or enter sequence kept.
    static let sequenceCapacity = 64
    /// Signals that end the process once the terminal is restored.
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2,
    ]
    /// Every signal a handler is installed for while armed.
    static let handledSignals: [Int32] = endingSignals + [SIGTSTP, SIGCONT, SIGWINCH]
    /// Written to the wake pipe when the terminal has been taken again after a stop.
    static let resumeByte: UInt8 = 0x43

    /// Initialized by the first `arm`, before any handler is installed, so a handler's read
    /// never runs the lazy initializer. Written only by `arm`/`disarm`, which callers
    /// serialize (SystemTerminal holds its lock).
    nonisolated(unsafe) static var state: UnsafeMutablePointer<State>?
    /// Whether `exit()` anywhere in the process restores the terminal too. Same serialization
    /// as `state`.
    nonisolated(unsafe) private static var isRegisteredAtExit = false
    /// The handlers installed before `arm`, put back by `disarm` (someone may have chosen to
    /// ignore SIGPIPE, say), as addresses: `SIG_IGN` is the address 1, which an optional
    /// of an optional function pointer would read as nil. Never read by a handler; same
    /// serialization as `state`.
    nonisolated(unsafe) private static var previousHandlers: [Int32: Int] = [:]

    /// Prepares the restore of `input`/`output` to `attributes` with `sequence`, and the
    /// return to `rawAttributes` with `enterSequence` after a stop; installs the handlers;
    /// reports resizes and returns from a stop as bytes written to `wakePipe`.
    static func arm(
        input: Int32, output: Int32, attributes: termios, rawAttributes: termios,
        sequence: [UInt8], enterSequence: [UInt8], wakePipe: Int32
    ) {
        let prepared = state ?? allocateState()
        prepared.pointee.armed = 0
        prepared.pointee.suspended = 0
        prepared.pointee.input = input
        prepared.pointee.output = output
        prepared.pointee.wakePipe = wakePipe
        prepared.pointee.count = copy(sequence, to: prepared.pointee.bytes)
        prepared.pointee.enterCount = copy(enterSequence, to: prepared.pointee.enterBytes)
        prepared.pointee.attributes.pointee = attributes
        prepared.pointee.rawAttributes.pointee = rawAttributes
        prepared.pointee.armed = 1
        for signalNumber in endingSignals { install(restoreAndExit, for: signalNumber) }
        install(suspendAndStop, for: SIGTSTP)
        install(resumeAfterStop, for: SIGCONT)
        install(reportResize, for: SIGWINCH)
        if !isRegisteredAtExit {
            isRegisteredAtExit = true
            atexit(restoreAtExit)
        }
    }

    /// Puts the handlers back as they were; the terminal has been restored by the normal
    /// path.
    static func disarm() {
        state?.pointee.armed = 0
        state?.pointee.suspended = 0
        state?.pointee.wakePipe = -1
        for (signalNumber, address) in previousHandlers {
            signal(signalNumber, unsafeBitCast(address, to: Handler?.self))
        }
        previousHandlers.removeAll()
    }

    /// Whether the terminal is given back for a stop, so nothing may be drawn on it.
    static var isSuspended: Bool {
        guard let state else { return false }
        return state.pointee.suspended != 0
    }

    /// What the handlers do before ending the process: writes the prepared bytes and puts
    /// the saved attributes back, once (not again when a stop already did). Only
    /// async-signal-safe calls: `write`, `tcsetattr`.
    static func restoreIfArmed() {
        guard let state, state.pointee.armed != 0 else { return }
        state.pointee.armed = 0
        guard state.pointee.suspended == 0 else { return }
        _ = write(state.pointee.output, state.pointee.bytes, state.pointee.count)
        _ = tcsetattr(state.pointee.input, TCSAFLUSH, state.pointee.attributes)
    }

    /// Gives the terminal back, then stops the process with the default action of SIGTSTP;
    /// once continued, takes the terminal again (if SIGCONT's handler has not already) and
    /// reinstalls itself. Only async-signal-safe calls.
    static func suspendAndStopProcess() {
        if let state, state.pointee.armed != 0, state.pointee.suspended == 0 {
            state.pointee.suspended = 1
            _ = write(state.pointee.output, state.pointee.bytes, state.pointee.count)
            _ = tcsetattr(state.pointee.input, TCSAFLUSH, state.pointee.attributes)
        }
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        // A handler runs with its own signal blocked; the stop must happen now, here.
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        guard let state, state.pointee.armed != 0 else { return }
        signal(SIGTSTP, suspendAndStop)
        // A process group without a parent shell is never stopped (the kernel drops the
        // signal), and no SIGCONT follows.
        if state.pointee.suspended != 0 { resumeIfForeground() }
    }

    /// Takes the terminal again after a stop: raw mode, the full-screen sequence, and a
    /// byte on the wake pipe so the application draws everything. Not while the process
    /// runs in the background (`bg`): the shell keeps the terminal until `fg`. Only
    /// async-signal-safe calls.
    static func resumeIfForeground() {
        guard let state, state.pointee.armed != 0 else { return }
        let foreground = tcgetpgrp(state.pointee.input)
        // No answer when the terminal is not the process's controlling terminal: act as
        // the foreground.
        if foreground >= 0, foreground != getpgrp() { return }
        state.pointee.suspended = 0
        // Keeps what is typed: after `fg` it is meant for the app (and this may run twice,
        // from SIGCONT and from the stop's own handler).
        _ = tcsetattr(state.pointee.input, TCSADRAIN, state.pointee.rawAttributes)
        _ = write(state.pointee.output, state.pointee.enterBytes, state.pointee.enterCount)
        if state.pointee.wakePipe >= 0 {
            var byte: UInt8 = 0x43  // resumeByte, as a literal: no lazy global here
            _ = write(state.pointee.wakePipe, &byte, 1)
        }
    }

    private static func install(_ handler: Handler, for signalNumber: Int32) {
        let previous = signal(signalNumber, handler)
        // Armed twice without a disarm: the first call saved what came before.
        if previousHandlers[signalNumber] == nil {
            previousHandlers[signalNumber] = unsafeBitCast(previous, to: Int.self)
        }
    }

    private static func copy(_ sequence: [UInt8], to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        for (index, byte) in sequence.prefix(sequenceCapacity).enumerated() {
            bytes[index] = byte
        }
        return min(sequence.count, sequenceCapacity)
    }

    private static func allocateState() -> UnsafeMutablePointer<State> {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        state = pointer
        return pointer
    }
}
