import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder saved [--json]` and `saved prune --older-than DURATION`.
struct SavedCommand {
    /// The configuration, wording and failure reporting.
    let context: CommandContext

    /// Prints every saved answer with its age.
    func list(json: Bool) async throws(CommandFailure) {
        let fleet = try context.useCases().fleet
        let entries: [SavedAnswerEntry]
        do {
            entries = context.rows(of: try await fleet.savedAnswers.list())
        } catch {
            throw context.fail(error)
        }
        let now = fleet.clock.instants.now()
        if json {
            context.console.output(SavedAnswerLine.json(for: entries, now: now).prettyText + "\n")
        } else if entries.isEmpty {
            context.console.output(context.messages.noSavedAnswers + "\n")
        } else {
            let lines = entries.map {
                SavedAnswerLine.line(
                    for: $0, messages: context.messages, timeZone: context.timeZone, now: now)
            }
            context.console.output(lines.map { $0 + "\n" }.joined())
        }
    }

    /// Removes the answers older than `age` (typed as `text`), except the favourites'.
    func prune(_ age: Duration, text: String) async throws(CommandFailure) {
        let fleet = try context.useCases().fleet
        let count: Int
        do {
            count = try await fleet.savedAnswers.prune(olderThan: age)
        } catch {
            throw context.fail(error)
        }
        context.console.output(context.messages.savedAnswersPruned(count, olderThan: text) + "\n")
    }
}
