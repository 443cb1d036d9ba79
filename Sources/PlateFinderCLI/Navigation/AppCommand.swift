import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation

/// `platefinder` on a terminal: the full-screen app, optionally opened at a link's screen.
///
/// The configuration and the store are checked before the terminal is taken over, so a
/// wrong option or an unusable store is one sentence on standard error, as for every
/// command, with exit code 2 or 6.
struct AppCommand {
    /// The environment (configuration, `NO_COLOR`), streams, time zone, language and
    /// full-screen app of this run.
    let process: ProcessContext

    /// Runs the app until the person quits; starts at `link`'s screen when given.
    @MainActor
    func run(link: DeepLink?, options: ConfigurationOptions) async throws(CommandFailure) {
        let context = try CommandContext(options: options, process: process)
        let session = FullScreenSession(
            viewModels: PlateFinderComposition.makeViewModels(try context.useCases()),
            messages: context.messages, storePath: context.configuration.storePath,
            timeZone: context.timeZone, environment: process.environment, link: link)
        do throws(FullScreenError) {
            try await process.launcher.run(session)
        } catch {
            switch error {
            case .noTerminal:
                throw CommandFailure(
                    exitCode: .usage, message: context.messages.terminalUnavailable)
            }
        }
    }
}
