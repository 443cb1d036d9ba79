import Foundation
import PlateFinderApp
import PlateFinderPresentation
import TerminalUI

/// `platefinder` on a terminal: the full-screen app, optionally opened at a link's screen.
///
/// The configuration and the store are checked before the terminal is taken over, so a
/// wrong option or an unusable store is one sentence on standard error, as for every
/// command, with exit code 2 or 6.
struct AppCommand {
    /// How often the spinner moves.
    static let tickInterval = Duration.milliseconds(100)

    /// The process environment: configuration, language, `NO_COLOR`.
    let environment: [String: String]
    /// The wording of errors found before the configuration is known.
    let messages: Messages
    /// Where errors go before and after the full screen.
    let console: Console

    /// Runs the app until the person quits; starts at `link`'s screen when given.
    @MainActor
    func run(link: DeepLink?, options: ConfigurationOptions) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(
                options: options, environment: environment, fallback: messages, console: console)
            let container = try session.container()
            let shell = AppShell(
                services: container.require(PlateFinderServices.self),
                taskServices: container.require(TaskServices.self), messages: session.messages,
                storePath: session.configuration.storePath, timeZone: .current)
            defer { shell.stop() }
            let application = TerminalApplication(
                device: SystemTerminal(), colors: ColorSupport.detect(environment: environment),
                tickInterval: Self.tickInterval,
                draw: { buffer, frame in shell.draw(into: &buffer, frame: frame) },
                handleKey: { key, application in shell.handle(key, in: application) })
            if let link { shell.open(link) }
            do {
                try await application.run()
            } catch {
                console.error(session.messages.terminalUnavailable)
                return .usage
            }
            return .success
        } catch {
            return error.exitCode
        }
    }
}
