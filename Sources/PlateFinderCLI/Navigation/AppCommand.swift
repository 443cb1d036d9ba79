import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation

/// `platefinder` on a terminal: the full-screen app, optionally opened at a link's screen.
///
/// The configuration and the store are checked before the terminal is taken over, so a
/// wrong option or an unusable store is one sentence on standard error, as for every
/// command, with exit code 2 or 6.
struct AppCommand {
    /// The environment (configuration, language, `NO_COLOR`), streams, time zone and
    /// full-screen app of this run.
    let process: ProcessContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Runs the app until the person quits; starts at `link`'s screen when given.
    @MainActor
    func run(link: DeepLink?, options: ConfigurationOptions) async -> ExitCode {
        await process.run(options: options, fallback: messages) { context throws(CommandFailure) in
            let session = FullScreenSession(
                viewModels: PlateFinderComposition.makeViewModels(try context.useCases()),
                messages: context.messages, storePath: context.configuration.storePath,
                timeZone: context.timeZone, environment: process.environment, link: link)
            do throws(FullScreenError) {
                try await process.launcher.run(session)
            } catch {
                switch error {
                case .noTerminal:
                    process.console.error(context.messages.terminalUnavailable)
                    throw CommandFailure(exitCode: .usage)
                }
            }
        }
    }
}
