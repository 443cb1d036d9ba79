/// A full-screen app the command line can start: it takes the terminal over for one
/// session and gives it back when the person quits.
public protocol FullScreenLauncher: Sendable {
    /// Shows `session` until the person quits; the terminal is given back before this
    /// returns or throws.
    @MainActor func run(_ session: FullScreenSession) async throws(FullScreenError)
}
