import Foundation

/// A cell of the fines grid: text, a number or null, kept as the text it shows.
struct ANTFinesCell: Decodable, Equatable {
    /// The cell's text; a number as its digits (exactly as sent), null as empty.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            text = ""
        } else if let text = try? container.decode(String.self) {
            self.text = text
        } else {
            text = "\(try container.decode(Decimal.self))"
        }
    }

    /// The cell as a whole, non-negative count, such as a page number; nil otherwise.
    var count: Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard (1...9).contains(trimmed.count), trimmed.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(trimmed)
    }
}
