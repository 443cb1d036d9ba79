import PlateFinderApp

/// A full-screen app that records each session it was asked to show and ends it at once,
/// as a person quitting straight away would.
@MainActor
final class FullScreenLauncherSpy: FullScreenLauncher {
    /// The sessions asked for, oldest first.
    private(set) var sessions: [FullScreenSession] = []

    func run(_ session: FullScreenSession) async throws(FullScreenError) {
        sessions.append(session)
    }
}
