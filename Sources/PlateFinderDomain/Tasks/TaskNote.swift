import Foundation

/// A task's note: surrounding white space removed; may be empty.
public struct TaskNote: Hashable, Sendable, CustomStringConvertible {
    /// The longest note, in characters; notes come from people and files, so they are bounded.
    public static let maximumLength = 1_000

    /// No note.
    public static let empty = TaskNote(trusted: "")

    /// The trimmed note.
    public let value: String

    /// Validates `text` once what could drive a terminal is stripped from it (its line
    /// breaks stay); throws `noteTooLong(maximum:)`.
    public init(_ text: String) throws(TaskValidationError) {
        let trimmed = ControlCharacterStripper.stripKeepingLineBreaks(text)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= Self.maximumLength else {
            throw .noteTooLong(maximum: Self.maximumLength)
        }
        value = trimmed
    }

    private init(trusted: String) {
        value = trusted
    }

    /// Whether there is no note.
    public var isEmpty: Bool { value.isEmpty }

    /// The trimmed note.
    public var description: String { value }
}
