import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder __complete plates`: the plates a completion script offers, favourites
/// first, then the history's, newest first, each once. A store that does not exist yet is
/// not created: there is nothing to offer.
struct CompletionWordsCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Prints the words of `listing`.
    func run(_ listing: CompletionListing, options: ConfigurationOptions) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(options: options, context: context, fallback: messages)
            guard FileManager.default.fileExists(atPath: session.configuration.storePath) else {
                return .success
            }
            switch listing {
            case .plates: try await printPlates(session)
            }
            return .success
        } catch {
            return error.exitCode
        }
    }

    private func printPlates(_ session: Session) async throws(CommandFailure) {
        let services = try session.services()
        var plates: [Plate]
        do {
            plates = try await services.favorites.load()
        } catch {
            throw session.fail(error)
        }
        do {
            plates += try await services.history.load().map(\.plate)
        } catch {
            throw session.fail(error)
        }
        var seen = Set<String>()
        // Only what is still a complete plate can be typed back; anything else in the file
        // (it is outside data) is left out rather than printed.
        let words = plates.map(\.value).filter { text in
            PlateSubmission(text).isComplete
                && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
                && seen.insert(text).inserted
        }
        context.console.output(words.map { $0 + "\n" }.joined())
    }
}
