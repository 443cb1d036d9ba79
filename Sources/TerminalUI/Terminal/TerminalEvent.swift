/// Something the terminal reports to the application.
public enum TerminalEvent: Hashable, Sendable {
    /// Bytes typed (or pasted), as read.
    case input([UInt8])
    /// No byte followed the last input for a moment: a pending lone ESC is the Escape key.
    case inputPaused
    /// The window changed size.
    case resize(TerminalSize)
    /// The process was stopped and continued (Ctrl-Z and `fg`) and has the terminal again:
    /// the screen must be drawn anew.
    case resumed
    /// The input ended (end of file or hang-up); the application should stop.
    case closed
}
