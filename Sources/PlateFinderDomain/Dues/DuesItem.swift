import Foundation

/// One item owed (rubro): a tax, a fee, a transfer of ownership.
public struct DuesItem: Hashable, Sendable {
    /// What it is, e.g. `IMPUESTO A LA PROPIEDAD`.
    public let description: String
    /// The fiscal period as the SRI writes it, e.g. `2022 - 2022`.
    public let fiscalPeriod: String
    /// Who receives it: `SRI`, `SPPAT`, a municipality.
    public let beneficiary: String
    /// The amount owed.
    public let amount: Money
    /// How the amount is made up.
    public let details: [DuesDetail]

    /// An item.
    public init(
        description: String, fiscalPeriod: String, beneficiary: String, amount: Money,
        details: [DuesDetail]
    ) {
        self.description = description
        self.fiscalPeriod = fiscalPeriod
        self.beneficiary = beneficiary
        self.amount = amount
        self.details = details
    }

    /// Whether the details add up to the amount (an item without details does).
    public var detailsAgree: Bool {
        details.isEmpty || Money.sum(details.map(\.amount)) == amount
    }
}
