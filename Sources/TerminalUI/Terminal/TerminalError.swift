/// Why the terminal could not be taken over.
public enum TerminalError: Error, Hashable, Sendable {
    /// The input is not a terminal (redirected, or run by a script).
    case notATerminal
    /// The terminal refused the raw-mode attributes; `errno` says why.
    case attributesRejected(errno: Int32)
}
