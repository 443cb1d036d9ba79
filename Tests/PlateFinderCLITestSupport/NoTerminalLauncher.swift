import PlateFinderApp

/// A full-screen app that never finds a terminal to take over, as when the input is a
/// script's: every session ends in `FullScreenError.noTerminal`.
public struct NoTerminalLauncher: FullScreenLauncher {
    /// A launcher that starts nothing.
    public init() {}

    /// Ends `session` at once: there is no terminal.
    public func run(_ session: FullScreenSession) async throws(FullScreenError) {
        throw .noTerminal
    }
}
