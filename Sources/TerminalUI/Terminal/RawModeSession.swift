#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes a terminal into raw full-screen mode and gives it back exactly as it was.
struct RawModeSession {
    let input: Int32
    let termios: any TermiosControlling
    /// The attributes to restore; nil when not in raw mode.
    private(set) var original: termios?
    /// The raw-mode attributes, to take the terminal again after a stop; nil when not in
    /// raw mode.
    private(set) var raw: termios?

    init(input: Int32, termios: any TermiosControlling) {
        self.input = input
        self.termios = termios
    }

    /// Whether raw mode is on.
    var isActive: Bool { original != nil }

    /// Saves the attributes, switches to raw mode (no echo, no line editing, no signal keys,
    /// no output processing) and writes the full-screen sequence. Does nothing when active.
    mutating func enter(write: ([UInt8]) -> Void) throws(TerminalError) {
        guard original == nil else { return }
        guard let saved = termios.attributes(of: input) else { throw .notATerminal }
        var raw = saved
        cfmakeraw(&raw)
        try termios.setAttributes(raw, of: input)
        original = saved
        self.raw = raw
        write(TerminalModes.enter)
    }

    /// Writes the restore sequence and puts the saved attributes back. Does nothing when not
    /// active, so every exit path may call it.
    mutating func restore(write: ([UInt8]) -> Void) {
        guard let saved = original else { return }
        original = nil
        raw = nil
        write(TerminalModes.exit)
        do {
            try termios.setAttributes(saved, of: input)
        } catch {
            // Nothing more can be done on the way out: the sequence above already gave the
            // screen back, and the shell resets the line discipline on its next prompt.
        }
    }
}
