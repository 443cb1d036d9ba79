#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C handlers `SignalRestore` installs. Each one only calls async-signal-safe functions
// (through `SignalRestore`'s prepared state) and captures nothing.

/// Restores the terminal once, then ends the process with the conventional 128 + signal.
let restoreAndExit: SignalRestore.Handler = { signalNumber in
    SignalRestore.restoreIfArmed()
    _exit(128 + signalNumber)
}

/// Restores the terminal when something calls `exit()` while it is taken over.
let restoreAtExit: @convention(c) () -> Void = {
    SignalRestore.restoreIfArmed()
}

/// Gives the terminal back and stops, as SIGTSTP would without a handler.
let suspendAndStop: SignalRestore.Handler = { _ in
    SignalRestore.suspendAndStopProcess()
}

/// Takes the terminal again once the process is continued (`fg`), whoever stopped it.
let resumeAfterStop: SignalRestore.Handler = { _ in
    SignalRestore.resumeIfForeground()
}

/// Wakes the input reader, which reads the new size outside the handler.
let reportResize: SignalRestore.Handler = { _ in
    guard let state = SignalRestore.state, state.pointee.wakePipe >= 0 else { return }
    var byte: UInt8 = 0x57  // InputReader.resizeByte, as a literal: no lazy global here
    _ = write(state.pointee.wakePipe, &byte, 1)
}
