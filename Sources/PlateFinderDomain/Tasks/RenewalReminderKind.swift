import Foundation

/// What a renewal reminder is for.
public enum RenewalReminderKind: String, CaseIterable, Sendable {
    /// The registration payment (matriculación), due in the plate's month.
    case registration
    /// The tint permit, due when it expires.
    case tintPermit
    /// The pending fines, to pay: due the day they are found, one per plate.
    case fines
    /// What the SRI said was owed: made by earlier versions only, and counted since as the
    /// registration's reminder.
    case dues
}
