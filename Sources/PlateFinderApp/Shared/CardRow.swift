import Foundation

/// One labelled value of a card that describes a plate, a vehicle, a task or a help topic:
/// built here, as data, and laid out by a front end (the terminal's `KeyValueCard`, a
/// SwiftUI form).
public struct CardRow: Equatable, Sendable {
    /// The title on the left.
    public let label: String
    /// The value as runs of words to keep on one line when wrapping (a count and its noun);
    /// empty for a value the source left empty.
    public let phrases: [String]
    /// Whether the row is a section's heading, laid out from the left margin without a label.
    public let isHeading: Bool
    /// Whether the value is a late or blocked status, which a front end makes stand out.
    public let isUrgent: Bool

    /// A row whose value may wrap between any two words; `value` must already be safe to
    /// print.
    public init(label: String, value: String, isUrgent: Bool = false) {
        self.init(
            label: label, phrases: value.split(separator: " ").map(String.init),
            isUrgent: isUrgent)
    }

    /// A row whose value wraps between `phrases` (a count and its noun stay together) and
    /// inside one only when it alone is too long.
    public init(label: String, phrases: [String], isUrgent: Bool = false) {
        self.label = label
        self.phrases = phrases
        isHeading = false
        self.isUrgent = isUrgent
    }

    /// A section's heading, `text` already safe to print.
    public init(heading text: String) {
        label = ""
        phrases = text.split(separator: " ").map(String.init)
        isHeading = true
        isUrgent = false
    }

    /// The value as one text.
    public var value: String { phrases.joined(separator: " ") }

    /// The same row, its value marked as a late or blocked status.
    public var urgent: CardRow {
        CardRow(label: label, phrases: phrases, isUrgent: true)
    }
}
