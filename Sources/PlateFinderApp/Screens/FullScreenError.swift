/// Why the full-screen app could not run.
public enum FullScreenError: Error, Equatable, Sendable {
    /// The terminal could not be taken over: it is none, or it refused the full screen.
    case noTerminal
}
