import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder saved [--json]` and `saved prune --older-than DURATION`.
struct SavedCommand {
    /// The configuration, wording and failure reporting.
    let session: Session

    /// Prints every saved answer with its age.
    func list(json: Bool) async throws(CommandFailure) {
        let fleet = try session.container().require(FleetServices.self)
        let entries: [SavedAnswerEntry]
        do {
            entries = try await fleet.savedAnswers.list()
        } catch {
            throw session.fail(error)
        }
        let now = fleet.clock.now()
        if json {
            session.console.output(SavedAnswerLine.json(for: entries, now: now).prettyText + "\n")
        } else if entries.isEmpty {
            session.console.output(session.messages.noSavedAnswers + "\n")
        } else {
            let lines = entries.map {
                SavedAnswerLine.line(
                    for: $0, messages: session.messages, timeZone: session.timeZone, now: now)
            }
            session.console.output(lines.map { $0 + "\n" }.joined())
        }
    }

    /// Removes the answers older than `age` (typed as `text`), except the favourites'.
    func prune(_ age: Duration, text: String) async throws(CommandFailure) {
        let fleet = try session.container().require(FleetServices.self)
        let count: Int
        do {
            count = try await fleet.savedAnswers.prune(olderThan: age)
        } catch {
            throw session.fail(error)
        }
        session.console.output(session.messages.savedAnswersPruned(count, olderThan: text) + "\n")
    }
}
