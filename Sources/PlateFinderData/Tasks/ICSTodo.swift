import Foundation
import PlateFinderDomain

/// One to-do (VTODO) of a calendar, in the widely supported properties PlateFinder writes:
/// what tasks and what falls due both become.
public struct ICSTodo: Equatable, Sendable {
    /// The same in every export of the same thing, so an app that imports twice updates.
    public let uid: String
    /// The one-line title.
    public let summary: String
    /// The longer text; none when empty.
    public let description: String
    /// The one category (a plate), if any.
    public let category: String?
    /// The day it is due, if any.
    public let due: CalendarDate?
    /// When it was created and last changed, when known.
    public let created: Date?
    /// When it was last changed, when known.
    public let lastModified: Date?
    /// When it was done; nil while it is still to do.
    public let completed: Date?

    /// A to-do of the parts given.
    public init(
        uid: String, summary: String, description: String = "", category: String? = nil,
        due: CalendarDate? = nil, created: Date? = nil, lastModified: Date? = nil,
        completed: Date? = nil
    ) {
        self.uid = uid
        self.summary = summary
        self.description = description
        self.category = category
        self.due = due
        self.created = created
        self.lastModified = lastModified
        self.completed = completed
    }
}
