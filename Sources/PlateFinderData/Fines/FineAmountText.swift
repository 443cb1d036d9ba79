import Foundation
import PlateFinderDomain

/// Reads an amount as the fines grid writes it: `47.00`, `47,00`, `$ 1,234.56`, `-14.10`,
/// or a JSON number.
///
/// The last separator followed by exactly two digits is the decimal one; every other
/// separator groups thousands and must be followed by exactly three digits. Anything else
/// is not read: an amount is never guessed.
enum FineAmountText {
    /// Amounts beyond this many digits before the decimal separator are not believed.
    static let maximumDigits = 9

    /// The amount `text` spells; nil when it is not one.
    static func money(_ text: String) -> Money? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var negative = false
        // A sign and a dollar sign may lead, in either order, each with spaces after it.
        for _ in 0..<2 {
            if !negative, rest.first == "-" {
                negative = true
                rest = rest.dropFirst().drop(while: \.isWhitespace)
            } else if rest.first == "$" {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
            }
        }
        guard let cents = cents(of: Array(rest.unicodeScalars)) else { return nil }
        return Money(cents: negative ? -cents : cents)
    }

    /// The amount a JSON number states; nil unless it is whole cents within the digits
    /// believed.
    static func money(_ number: Decimal) -> Money? {
        let limit = Decimal(sign: .plus, exponent: maximumDigits, significand: 1)
        guard number.isFinite, abs(number) < limit else { return nil }
        var cents = number * 100
        var whole = Decimal()
        NSDecimalRound(&whole, &cents, 0, .plain)
        guard whole == cents else { return nil }
        return Money(cents: NSDecimalNumber(decimal: whole).intValue)
    }

    private static func cents(of scalars: [Unicode.Scalar]) -> Int? {
        guard !scalars.isEmpty, scalars.allSatisfy({ isDigit($0) || isSeparator($0) }) else {
            return nil
        }
        var whole = scalars[...]
        var fraction = 0
        if let last = scalars.lastIndex(where: isSeparator), scalars.count - last - 1 == 2 {
            fraction = Int(String(String.UnicodeScalarView(scalars[(last + 1)...]))) ?? 0
            whole = scalars[..<last]
        }
        let groups = whole.split(whereSeparator: isSeparator).map(Array.init)
        // The first group holds 1–3 digits when thousands are grouped, and every later one
        // exactly three; a separator at either end or doubled is not a number.
        guard !groups.isEmpty, groups.map(\.count).reduce(groups.count - 1, +) == whole.count,
            groups.dropFirst().allSatisfy({ $0.count == 3 }),
            groups.count == 1 || groups[0].count <= 3
        else { return nil }
        let digits = groups.joined()
        guard digits.count <= maximumDigits,
            let units = Int(String(String.UnicodeScalarView(digits)))
        else { return nil }
        return units * 100 + fraction
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == ","
    }
}
