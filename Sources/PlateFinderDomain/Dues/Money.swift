import Foundation

/// An exact amount of US dollars, in cents: never a binary floating-point number, so sums
/// of amounts are exact.
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// No money.
    public static let zero = Money(cents: 0)

    /// The amount in cents; negative for a discount or a remission.
    public let cents: Int

    /// An amount of `cents` cents.
    public init(cents: Int) {
        self.cents = cents
    }

    /// Whether the amount is below zero.
    public var isNegative: Bool { cents < 0 }

    /// The sum of `amounts`; nil when it would not fit in an `Int`.
    public static func sum(_ amounts: some Sequence<Money>) -> Money? {
        var total = 0
        for amount in amounts {
            let (sum, overflow) = total.addingReportingOverflow(amount.cents)
            guard !overflow else { return nil }
            total = sum
        }
        return Money(cents: total)
    }

    /// Orders amounts by value.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// The amount with two decimals and a dot, without grouping: `1234.56`, `-14.10`.
    public var decimalText: String {
        formatted(decimalSeparator: ".", groupingSeparator: nil)
    }

    /// The amount with two decimals, `decimalSeparator` before the cents and
    /// `groupingSeparator` (when given) between groups of three digits: `1,234.56`.
    public func formatted(decimalSeparator: Character, groupingSeparator: Character?) -> String {
        let magnitude = cents.magnitude
        let units = String(magnitude / 100)
        let hundredths = magnitude % 100
        var grouped = ""
        for (index, digit) in units.enumerated() {
            if let groupingSeparator, index > 0, (units.count - index) % 3 == 0 {
                grouped.append(groupingSeparator)
            }
            grouped.append(digit)
        }
        let fraction = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
        return (cents < 0 ? "-" : "") + grouped + String(decimalSeparator) + fraction
    }

    /// The amount as `decimalText`.
    public var description: String { decimalText }
}
