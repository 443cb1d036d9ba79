import TerminalUI

/// A card row for the widget's tests: a label and its value's phrases.
struct LabelledPhrases: KeyValueRow {
    let label: String
    let phrases: [String]
    var isHeading = false
    var isUrgent = false

    /// A row whose value may wrap between any two words.
    init(label: String, value: String) {
        self.label = label
        phrases = value.split(separator: " ").map(String.init)
    }

    /// A row whose value wraps between `phrases`.
    init(label: String, phrases: [String]) {
        self.label = label
        self.phrases = phrases
    }
}
