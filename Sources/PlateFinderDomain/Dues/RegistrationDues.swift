import Foundation

/// What a vehicle owes to register, as the SRI itemises it.
///
/// The SRI's `total` is what is owed, whatever the parts say; `totalsAgree` tells whether
/// the parts add up to it, so a mismatch can be shown instead of silently corrected. An SRI
/// answer that says nothing of what is owed leaves the total unknown, never zero.
public struct RegistrationDues: Hashable, Sendable {
    /// The groups owed, in the SRI's order.
    public let debts: [DuesDebt]
    /// The total owed, as the SRI states it or its debts add up to; nil when the SRI said
    /// nothing of what is owed.
    public let total: Money?

    /// Dues of `debts` whose total the SRI states as `total` (nil: not known).
    public init(debts: [DuesDebt], total: Money?) {
        self.debts = debts
        self.total = total
    }

    /// Nothing owed, as the SRI says it.
    public static let none = RegistrationDues(debts: [], total: .zero)

    /// Nothing said of what is owed.
    public static let unknown = RegistrationDues(debts: [], total: nil)

    /// Whether something is known to be owed.
    public var isOwed: Bool { total.map { $0 > .zero } ?? false }

    /// Whether the details add up to their items, the items to their debts' subtotals and
    /// the subtotals to the total; with the total unknown, whether there is nothing to add.
    public var totalsAgree: Bool {
        guard let total else { return debts.isEmpty }
        return Money.sum(debts.map(\.subtotal)) == total && debts.allSatisfy(\.partsAgree)
    }
}
