import Foundation
import PlateFinderApp
import PlateFinderDomain

/// How `saved` prints one saved answer: the plate, which answer, when it was fetched (local
/// time), its age, and `*` for a favourite, whose answers a prune keeps.
///
/// `* PBX1234  ANT vehicle  2026-11-29 09:03  fetched 3 days ago`
public enum SavedAnswerLine {
    /// The line for `entry`, without a newline, ages counted up to `now`.
    public static func line(
        for entry: SavedAnswerEntry, messages: Messages, timeZone: TimeZone, now: Date
    ) -> String {
        let kindWidth =
            SavedAnswerKind.allCases.map { messages.savedAnswerKind($0).count }
            .max() ?? 0
        let kind = messages.savedAnswerKind(entry.kind)
        let plate = ControlCharacterStripper.strip(entry.plate.value)
        return (entry.isFavorite ? "* " : "  ")
            + plate.padding(toLength: max(7, plate.count), withPad: " ", startingAt: 0) + "  "
            + kind.padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  "
            + DateText.local(entry.fetchedAt, timeZone: timeZone) + "  "
            + messages.answerAge(fetchedAt: entry.fetchedAt, now: now)
    }

    /// `saved --json`: an array of `{"plate", "kind", "fetchedAt", "ageSeconds",
    /// "isFavorite"}`, `kind` one of `vehicle`, `registration`, `fines`.
    public static func json(for entries: [SavedAnswerEntry], now: Date) -> JSONValue {
        .array(
            entries.map { entry in
                .object([
                    "plate": .string(ControlCharacterStripper.strip(entry.plate.value)),
                    "kind": .string(entry.kind.rawValue),
                    "fetchedAt": .string(DateText.iso8601(entry.fetchedAt)),
                    "ageSeconds": .int(max(0, now.wholeSeconds(since: entry.fetchedAt))),
                    "isFavorite": .bool(entry.isFavorite),
                ])
            })
    }
}
