import Foundation
import PlateFinderDomain

/// A vehicle's renewal reminders after asking for them: those created now and those that
/// were already pending.
public struct RenewalReminders: Equatable, Sendable {
    /// The reminders created now.
    public let created: [TaskItem]
    /// The pending reminders the vehicle already had, left as they were.
    public let existing: [TaskItem]

    /// The reminders `created` now and those that `existing` already.
    public init(created: [TaskItem], existing: [TaskItem]) {
        self.created = created
        self.existing = existing
    }

    /// How many reminders were created now.
    public var createdCount: Int { created.count }

    /// How many reminders already existed.
    public var existingCount: Int { existing.count }
}
