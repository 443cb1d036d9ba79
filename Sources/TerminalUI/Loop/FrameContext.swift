/// What a frame is drawn with besides the application's own state.
public struct FrameContext: Sendable {
    /// The terminal's size; the buffer has the same size.
    public let size: TerminalSize
    /// Ticks since the application started, for animations such as `Spinner`.
    public let tick: Int
    /// The styles for the terminal's colour support.
    public let theme: Theme
}
