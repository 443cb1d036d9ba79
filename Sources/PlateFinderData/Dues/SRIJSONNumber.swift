import Foundation

/// A number from the SRI's JSON, kept exact: decoded as `Decimal` from its digits (never
/// through `Double`), from a JSON number or from a string of plain decimal digits.
struct SRIJSONNumber: Decodable, Equatable {
    /// The value.
    let value: Decimal

    init(_ value: Decimal) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Decimal.self) {
            value = number
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
        guard Self.isPlainDecimal(text), let number = Decimal(string: text, locale: nil) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a plain decimal number")
        }
        value = number
    }

    /// An optional sign, digits, and at most one dot followed by digits.
    private static func isPlainDecimal(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
