import Foundation

/// What a renewal reminder is for.
public enum RenewalReminderKind: String, CaseIterable, Sendable {
    /// The annual registration (matriculación), due in the plate's month.
    case registration
    /// The tint permit, due when it expires.
    case tintPermit
    /// What the SRI says is owed to register, due in the plate's month (today when late).
    case dues
}
