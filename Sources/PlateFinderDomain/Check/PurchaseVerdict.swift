import Foundation

/// Whether a vehicle can be bought today, as far as the sources asked say.
public enum PurchaseVerdict: String, CaseIterable, Hashable, Sendable {
    /// Every source answered and none found a blocker.
    case clear
    /// A blocker was found, whatever failed.
    case blocked
    /// No blocker was found, but a source gave no answer.
    case incomplete
}
