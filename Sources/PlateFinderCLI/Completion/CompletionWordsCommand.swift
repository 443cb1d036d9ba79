import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder __complete plates|tasks`: the plates a completion script offers, favourites
/// first, then the history's, newest first, each once; or the saved tasks' short ids, in
/// list order. A store that does not exist yet is not created: there is nothing to offer.
struct CompletionWordsCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Prints the words of `listing`.
    func run(
        _ listing: CompletionListing, options: ConfigurationOptions
    ) async throws(CommandFailure) {
        let context = try CommandContext(options: options, process: process)
        guard FileManager.default.fileExists(atPath: context.configuration.storePath) else {
            return
        }
        switch listing {
        case .plates: try await printPlates(context)
        case .tasks: try await printTaskIDs(context)
        }
    }

    /// The ids as `platefinder tasks` shows them; a task that cannot be read has no id to
    /// offer, and ids are made here, never read as text, so nothing odd reaches the shell.
    private func printTaskIDs(_ context: CommandContext) async throws(CommandFailure) {
        let services = try context.useCases().tasks
        let tasks: [TaskItem]
        do {
            tasks = try await services.tasks.list(.all).rows
        } catch {
            throw context.fail(error)
        }
        let ids = tasks.map {
            String($0.id.uuidString.lowercased().prefix(TaskLine.shortIDLength))
        }
        process.console.output(ids.map { $0 + "\n" }.joined())
    }

    private func printPlates(_ context: CommandContext) async throws(CommandFailure) {
        let services = try context.useCases()
        var plates: [Plate]
        do {
            // What cannot be read is no word to complete; nothing is said of it here.
            plates = try await services.favorites.load().rows
            plates += try await services.history.load().rows.map(\.plate)
        } catch {
            throw context.fail(error)
        }
        var seen = Set<String>()
        // Only what is still a complete plate can be typed back; anything else in the file
        // (it is outside data) is left out rather than printed.
        let words = plates.map(\.value).filter { text in
            PlateSubmission(text).isComplete
                && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                && seen.insert(text).inserted
        }
        process.console.output(words.map { $0 + "\n" }.joined())
    }
}
