import Foundation

/// A task's title: surrounding white space removed, then 1 to 20 characters, counted as a
/// person sees them (`ÑANDÚ` is 5, an emoji with modifiers is 1).
public struct TaskTitle: Hashable, Sendable, CustomStringConvertible {
    /// The longest title, in characters.
    public static let maximumLength = 20

    /// The trimmed title.
    public let value: String

    /// Validates `text` once what could drive a terminal is stripped from it; throws
    /// `emptyTitle` or `titleTooLong(maximum:)`.
    public init(_ text: String) throws(TaskValidationError) {
        let trimmed = ControlCharacterStripper.strip(text)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyTitle }
        // `count` counts extended grapheme clusters: what a person calls a character.
        guard trimmed.count <= Self.maximumLength else {
            throw .titleTooLong(maximum: Self.maximumLength)
        }
        value = trimmed
    }

    /// The trimmed title.
    public var description: String { value }
}
