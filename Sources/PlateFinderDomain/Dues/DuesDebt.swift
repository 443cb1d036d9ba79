import Foundation

/// A group of items owed (deuda), e.g. `PAGO DEL VALOR DE LA MATRÍCULA`.
public struct DuesDebt: Hashable, Sendable {
    /// What the group is.
    public let description: String
    /// The SRI's subtotal of the group.
    public let subtotal: Money
    /// The items.
    public let items: [DuesItem]

    /// A debt.
    public init(description: String, subtotal: Money, items: [DuesItem]) {
        self.description = description
        self.subtotal = subtotal
        self.items = items
    }

    /// Whether the items, and each item's details, add up to the subtotal.
    public var partsAgree: Bool {
        Money.sum(items.map(\.amount)) == subtotal && items.allSatisfy(\.detailsAgree)
    }
}
