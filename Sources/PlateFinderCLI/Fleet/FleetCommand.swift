import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder batch`, `saved` and `due`: fleets looked up, their saved answers, and what
/// falls due.
struct FleetCommand {
    /// The environment, streams, time zone, language and interrupts of this run.
    let process: ProcessContext

    /// Carries `action` out; the failure says why it did not succeed.
    func run(_ action: FleetAction) async throws(CommandFailure) {
        switch action {
        case .batch(let request):
            let context = try CommandContext(options: request.configuration, process: process)
            let code = try await BatchCommand(context: context, process: process).run(request)
            if let failure = CommandFailure(endingWith: code) { throw failure }
        case .saved(let json, let options):
            let context = try CommandContext(options: options, process: process)
            try await SavedCommand(context: context).list(json: json)
        case .prune(let age, let text, let options):
            let context = try CommandContext(options: options, process: process)
            try await SavedCommand(context: context).prune(age, text: text)
        case .due(let request):
            let context = try CommandContext(options: request.configuration, process: process)
            let code = try await DueCommand(context: context, process: process).run(request)
            // The items are the answer; a refresh or a plates file that fell short is said
            // by the exit code and on standard error, not by a second JSON document.
            let failure = CommandFailure(endingWith: code, outputSaysWhy: request.json)
            if let failure { throw failure }
        }
    }
}
