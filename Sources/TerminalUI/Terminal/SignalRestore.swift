#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Restores the terminal when the process is ended by SIGINT, SIGTERM or SIGHUP, and turns
/// SIGWINCH into a byte on a pipe the input reader watches.
///
/// A signal handler may only call async-signal-safe functions, so everything it needs (the
/// restore bytes, the saved attributes, the descriptors) is prepared in plain memory before
/// the handlers are installed; the handlers call only `write`, `tcsetattr` and `_exit`.
enum SignalRestore {
    /// What the handlers read. Allocated once and never freed: a handler may run at any time.
    struct State {
        var armed: Int32 = 0
        var input: Int32 = -1
        var output: Int32 = -1
        var resizePipe: Int32 = -1
        var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        var count = 0
        var attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    }

    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Initialized by the first `arm`, before any handler is installed, so a handler's read
    /// never runs the lazy initializer. Written only by `arm`/`disarm`, which callers
    /// serialize (SystemTerminal holds its lock).
    nonisolated(unsafe) static var state: UnsafeMutablePointer<State>?
    /// Whether `exit()` anywhere in the process restores the terminal too. Same serialization
    /// as `state`.
    nonisolated(unsafe) private static var isRegisteredAtExit = false

    /// Prepares the restore of `input`/`output` to `attributes` with `sequence`, installs the
    /// handlers, and reports resizes as a byte written to `resizePipe`.
    static func arm(
        input: Int32, output: Int32, attributes: termios, sequence: [UInt8], resizePipe: Int32
    ) {
        let prepared = state ?? allocateState()
        prepared.pointee.armed = 0
        prepared.pointee.input = input
        prepared.pointee.output = output
        prepared.pointee.resizePipe = resizePipe
        prepared.pointee.count = min(sequence.count, 64)
        for (index, byte) in sequence.prefix(64).enumerated() {
            prepared.pointee.bytes[index] = byte
        }
        prepared.pointee.attributes.pointee = attributes
        prepared.pointee.armed = 1
        for signalNumber in endingSignals { signal(signalNumber, restoreAndExit) }
        signal(SIGWINCH, reportResize)
        if !isRegisteredAtExit {
            isRegisteredAtExit = true
            atexit(restoreAtExit)
        }
    }

    /// Removes the handlers; the terminal has been restored by the normal path.
    static func disarm() {
        state?.pointee.armed = 0
        state?.pointee.resizePipe = -1
        for signalNumber in endingSignals { signal(signalNumber, SIG_DFL) }
        signal(SIGWINCH, SIG_DFL)
    }

    /// What the handlers do before ending the process: writes the prepared bytes and puts
    /// the saved attributes back, once. Only async-signal-safe calls: `write`, `tcsetattr`.
    static func restoreIfArmed() {
        guard let state, state.pointee.armed != 0 else { return }
        state.pointee.armed = 0
        _ = write(state.pointee.output, state.pointee.bytes, state.pointee.count)
        _ = tcsetattr(state.pointee.input, TCSAFLUSH, state.pointee.attributes)
    }

    private static func allocateState() -> UnsafeMutablePointer<State> {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        state = pointer
        return pointer
    }
}

/// Restores the terminal once, then ends the process with the conventional 128 + signal.
private let restoreAndExit: @convention(c) (Int32) -> Void = { signalNumber in
    SignalRestore.restoreIfArmed()
    _exit(128 + signalNumber)
}

/// Restores the terminal when something calls `exit()` while it is taken over.
private let restoreAtExit: @convention(c) () -> Void = {
    SignalRestore.restoreIfArmed()
}

/// Wakes the input reader, which reads the new size outside the handler.
private let reportResize: @convention(c) (Int32) -> Void = { _ in
    guard let state = SignalRestore.state, state.pointee.resizePipe >= 0 else { return }
    var byte: UInt8 = 0x57  // InputReader.resizeByte, as a literal: no lazy global here
    _ = write(state.pointee.resizePipe, &byte, 1)
}
