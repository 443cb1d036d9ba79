import Foundation

/// Whether a finding stops a purchase or only asks for care.
public enum PurchaseFindingSeverity: String, CaseIterable, Hashable, Sendable {
    /// The vehicle cannot be bought, sold or driven as it is.
    case blocker
    /// Something to look at before buying.
    case warning
}
