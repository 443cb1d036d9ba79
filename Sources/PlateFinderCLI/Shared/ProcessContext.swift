import Foundation
import PlateFinderApp

/// What one run of a command line works with besides its arguments: what it reads from the
/// process (environment, time zone), the full-screen app it starts, and the console its
/// text goes through.
struct ProcessContext {
    /// The process environment (locale, `PLATEFINDER_ANT_URL`, `PLATEFINDER_STORE`, …).
    let environment: [String: String]
    /// Where results and errors go.
    let console: Console
    /// The zone dates are shown in and the person's "today" is decided in.
    let timeZone: TimeZone
    /// Starts the full-screen app.
    let launcher: any FullScreenLauncher
    /// Tells a long command that the person pressed Ctrl-C or Ctrl-\.
    var interrupts = Interrupts.none

    /// Carries `command` out in the context `options` decide (a wrong option is said in
    /// `fallback`'s words), on the caller's actor; returns how it ended: success, or the
    /// code of the failure it reported.
    func run(
        options: ConfigurationOptions, fallback: Messages,
        isolation: isolated (any Actor)? = #isolation,
        _ command: (CommandContext) async throws(CommandFailure) -> Void
    ) async -> ExitCode {
        do throws(CommandFailure) {
            try await command(CommandContext(options: options, process: self, fallback: fallback))
            return .success
        } catch {
            return error.exitCode
        }
    }
}
