import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder __complete plates`: the plates a completion script offers, favourites
/// first, then the history's, newest first, each once. A store that does not exist yet is
/// not created: there is nothing to offer.
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
        }
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
