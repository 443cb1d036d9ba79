/// The byte sequences that take over the screen and give it back.
public enum TerminalModes {
    /// Alternate screen on, cursor hidden, wrapping off, style reset, screen cleared, and
    /// bracketed paste on, so a paste arrives marked as one and is never typed as keys.
    public static let enter: [UInt8] =
        ControlSequence.enterFullScreen + ControlSequence.csi("?2004h")
    /// Bracketed paste off, style reset, wrapping on, cursor shown, alternate screen off:
    /// the restore sequence.
    public static let exit: [UInt8] = ControlSequence.csi("?2004l") + ControlSequence.exitFullScreen
}
