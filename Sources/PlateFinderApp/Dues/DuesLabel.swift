import Foundation

/// A row title in the card of what a vehicle owes to register.
public enum DuesLabel: CaseIterable, Sendable {
    /// Whether the registration is paid.
    case status
    /// The last day to pay the registration without the late fine.
    case deadline
    /// The total owed.
    case total
    /// What the total is made of.
    case items
    /// The SRI's notices.
    case notices
    /// The canton where the vehicle is registered.
    case canton
    /// Its engine displacement.
    case cylinderCapacity
    /// Its country of manufacture.
    case country
    /// The last fiscal year paid.
    case lastPaidYear
    /// The day of its last technical inspection.
    case lastInspection
    /// Where the answer came from.
    case source
}
