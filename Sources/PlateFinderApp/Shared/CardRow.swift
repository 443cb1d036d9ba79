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

    /// A row whose value may wrap between any two words; `value` must already be safe to
    /// print.
    public init(label: String, value: String) {
        self.label = label
        phrases = value.split(separator: " ").map(String.init)
    }

    /// A row whose value wraps between `phrases` (a count and its noun stay together) and
    /// inside one only when it alone is too long.
    public init(label: String, phrases: [String]) {
        self.label = label
        self.phrases = phrases
    }

    /// The value as one text.
    public var value: String { phrases.joined(separator: " ") }
}
