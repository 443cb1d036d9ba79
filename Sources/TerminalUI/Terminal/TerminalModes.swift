/// The byte sequences that take over the screen and give it back.
public enum TerminalModes {
    /// Alternate screen on, cursor hidden, wrapping off, style reset, screen cleared.
    public static let enter: [UInt8] = ControlSequence.enterFullScreen
    /// Style reset, wrapping on, cursor shown, alternate screen off: the restore sequence.
    public static let exit: [UInt8] = ControlSequence.exitFullScreen
}
