import Foundation

/// A cell of the fines grid: text, a number or null, kept as the text it shows.
struct ANTFinesCell: Decodable, Equatable {
    /// The cell's text; a number as its value's digits (`51.70` shows as `51.7`), null as
    /// empty.
    let text: String
    /// The cell's value when the grid sent a number rather than a string: its text has lost
    /// the trailing zeros that amounts are read by.
    let number: Decimal?

    init(_ text: String) {
        self.text = text
        number = nil
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            text = ""
            number = nil
        } else if let text = try? container.decode(String.self) {
            self.text = text
            number = nil
        } else {
            let number = try container.decode(Decimal.self)
            text = "\(number)"
            self.number = number
        }
    }

    /// The cell as a whole number of at most nine digits, maybe negative, such as a page
    /// number; nil otherwise.
    var wholeNumber: Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(trimmed)
    }
}
