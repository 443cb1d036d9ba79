import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder batch`, `saved` and `due`: fleets looked up, their saved answers, and what
/// falls due.
struct FleetCommand {
    /// The environment, streams, time zone and interrupts of this run.
    let process: ProcessContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `action` out; the exit code says how it ended.
    func run(_ action: FleetAction) async -> ExitCode {
        do throws(CommandFailure) {
            switch action {
            case .batch(let request):
                let context = try context(request.configuration)
                return try await BatchCommand(context: context, process: process).run(request)
            case .saved(let json, let options):
                try await SavedCommand(context: try context(options)).list(json: json)
                return .success
            case .prune(let age, let text, let options):
                try await SavedCommand(context: try context(options)).prune(age, text: text)
                return .success
            case .due(let request):
                let context = try context(request.configuration)
                return try await DueCommand(context: context, process: process).run(request)
            }
        } catch {
            return error.exitCode
        }
    }

    private func context(_ options: ConfigurationOptions) throws(CommandFailure) -> CommandContext {
        try CommandContext(options: options, process: process, fallback: messages)
    }
}
