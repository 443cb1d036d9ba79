import Foundation

/// What a vehicle owes to register, as the SRI itemises it.
///
/// The SRI's `total` is what is owed, whatever the parts say; `totalsAgree` tells whether
/// the parts add up to it, so a mismatch can be shown instead of silently corrected.
public struct RegistrationDues: Hashable, Sendable {
    /// The groups owed, in the SRI's order.
    public let debts: [DuesDebt]
    /// The total owed, as the SRI states it.
    public let total: Money

    /// Dues of `debts` whose total the SRI states as `total`.
    public init(debts: [DuesDebt], total: Money) {
        self.debts = debts
        self.total = total
    }

    /// Nothing owed.
    public static let none = RegistrationDues(debts: [], total: .zero)

    /// Whether anything is owed.
    public var isOwed: Bool { total > .zero }

    /// Whether the details add up to their items, the items to their debts' subtotals and
    /// the subtotals to the total.
    public var totalsAgree: Bool {
        Money.sum(debts.map(\.subtotal)) == total && debts.allSatisfy(\.partsAgree)
    }
}
