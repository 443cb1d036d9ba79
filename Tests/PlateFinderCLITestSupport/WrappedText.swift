import Foundation

/// Text as a person reads it, whatever width it was wrapped to: a line break followed by an
/// indent (a card's value or a task's note going on) reads as one space.
public enum WrappedText {
    /// `text` with every wrapped line joined to the one it continues.
    public static func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: #"\n {2,}"#, with: " ", options: .regularExpression)
    }

    /// `card`'s text without the rows that say where a part came from (`Source`, `Fines
    /// source` and their wrapped lines): what it says of the vehicle alone.
    public static func withoutSources(_ card: String) -> String {
        var kept: [Substring] = []
        var skipping = false
        for line in card.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Source ") || line.hasPrefix("Fines source ")
                || line.hasPrefix("Fuente ") || line.hasPrefix("Fuente multas ")
            {
                skipping = true
                continue
            }
            if skipping, line.hasPrefix("  ") { continue }
            skipping = false
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
