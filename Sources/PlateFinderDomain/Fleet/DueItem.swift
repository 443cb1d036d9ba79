import Foundation

/// Something about a vehicle that falls due on a day, and the saved answer it comes from.
public struct DueItem: Hashable, Sendable {
    /// The plate.
    public let plate: Plate
    /// What falls due.
    public let reason: DueReason
    /// The day it falls due: the last day of a payment month, an expiry, a deadline.
    public let dueDate: CalendarDate
    /// Whether that day had already passed on the day the list was made.
    public let isOverdue: Bool
    /// When the saved answer it comes from was fetched; its age tells how far to trust it.
    public let fetchedAt: Date

    /// An item.
    public init(
        plate: Plate, reason: DueReason, dueDate: CalendarDate, isOverdue: Bool, fetchedAt: Date
    ) {
        self.plate = plate
        self.reason = reason
        self.dueDate = dueDate
        self.isOverdue = isOverdue
        self.fetchedAt = fetchedAt
    }
}
