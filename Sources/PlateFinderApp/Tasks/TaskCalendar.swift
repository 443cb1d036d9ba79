import Foundation

/// The tasks written as an iCalendar (RFC 5545) document, ready to save or print.
public struct TaskCalendar: Equatable, Sendable {
    /// The document: CRLF line endings, lines folded at 75 octets.
    public let text: String
    /// How many tasks (to-dos) it holds.
    public let taskCount: Int

    /// A document holding `taskCount` tasks.
    public init(text: String, taskCount: Int) {
        self.text = text
        self.taskCount = taskCount
    }
}
