import Foundation
import PlateFinderDomain

/// The tasks written as an iCalendar (RFC 5545) document, ready to save or print.
public struct TaskCalendar: Equatable, Sendable {
    /// The document: CRLF line endings, lines folded at 75 octets.
    public let text: String
    /// How many tasks (to-dos) it holds.
    public let taskCount: Int
    /// The tasks that could not be read, left out of it.
    public let unreadable: [UnreadableRow]

    /// A document holding `taskCount` tasks, without the `unreadable` ones.
    public init(text: String, taskCount: Int, unreadable: [UnreadableRow] = []) {
        self.text = text
        self.taskCount = taskCount
        self.unreadable = unreadable
    }
}
