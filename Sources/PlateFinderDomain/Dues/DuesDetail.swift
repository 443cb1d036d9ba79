import Foundation

/// One line of how an item's amount is made up (tax, interest, a remission).
public struct DuesDetail: Hashable, Sendable {
    /// The SRI's code for the line, e.g. `AJU_IMPUESTO`, `INTERES`, `REMISION`.
    public let description: String
    /// The fiscal year it concerns, when given.
    public let year: Int?
    /// The amount; negative for a discount.
    public let amount: Money

    /// A detail line.
    public init(description: String, year: Int?, amount: Money) {
        self.description = description
        self.year = year
        self.amount = amount
    }
}
