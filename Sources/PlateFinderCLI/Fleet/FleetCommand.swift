import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder batch`, `saved` and `due`: fleets looked up, their saved answers, and what
/// falls due.
struct FleetCommand {
    /// The environment, streams, time zone and interrupts of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `action` out; the exit code says how it ended.
    func run(_ action: FleetAction) async -> ExitCode {
        do throws(CommandFailure) {
            switch action {
            case .batch(let request):
                let session = try session(request.configuration)
                return try await BatchCommand(session: session, context: context).run(request)
            case .saved(let json, let options):
                try await SavedCommand(session: try session(options)).list(json: json)
                return .success
            case .prune(let age, let text, let options):
                try await SavedCommand(session: try session(options)).prune(age, text: text)
                return .success
            case .due(let request):
                let session = try session(request.configuration)
                return try await DueCommand(session: session, context: context).run(request)
            }
        } catch {
            return error.exitCode
        }
    }

    private func session(_ options: ConfigurationOptions) throws(CommandFailure) -> Session {
        try Session(options: options, context: context, fallback: messages)
    }
}
