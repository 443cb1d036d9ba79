import Foundation

/// What a person typed when asked to confirm something destructive.
public enum ConfirmationReply {
    /// The answers that confirm, in either language; anything else declines.
    public static let confirming: Set<String> = ["y", "yes", "s", "sí", "si"]

    /// Whether `answer` (one line, without its newline; nil at end of input) confirms.
    /// Case and surrounding spaces do not matter.
    public static func confirms(_ answer: String?) -> Bool {
        guard let answer else { return false }
        return confirming.contains(
            answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    }
}
