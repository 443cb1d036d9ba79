import Foundation

/// Reads one radio-button label of the portal's fines section, such as `Pendientes (4)`.
enum ANTFinesLabelParser {
    /// The states the portal counts fines in.
    enum State {
        /// Pendientes.
        case pending
        /// En Impugnación.
        case disputed
        /// Anuladas.
        case voided
        /// Pagadas.
        case paid
        /// En Convenio.
        case inAgreement
    }

    /// Longer counts are not believed: nobody has a billion fines, and nine digits stay
    /// far from overflowing `Int`.
    static let maximumDigits = 9

    /// The state and count `text` names; nil when it is not one of the five labels or its
    /// count is not a plain number of at most `maximumDigits` digits.
    ///
    /// The words are matched whole, ignoring case, accents and extra white space.
    static func parse(_ text: String) -> (state: State, count: Int)? {
        read(HTMLTextNormalizer.normalize(text))
    }

    /// `parse` for UTF-8 text, such as the characters of a libxml2 text node.
    static func parse(utf8 text: UnsafeBufferPointer<UInt8>) -> (state: State, count: Int)? {
        read(HTMLTextNormalizer.normalize(utf8: text))
    }

    private static func read(_ label: String) -> (state: State, count: Int)? {
        guard label.utf8.last == UInt8(ascii: ")"),
            let open = label.utf8.lastIndex(of: UInt8(ascii: "(")),
            let count = count(label.utf8[label.utf8.index(after: open)...].dropLast()),
            let state = state(named: label[..<open])
        else { return nil }
        return (state, count)
    }

    /// Digits, with the one space normalized text can have at each end; nil for anything
    /// else or more than `maximumDigits` digits.
    private static func count(_ text: Substring.UTF8View) -> Int? {
        var digits = text
        if digits.first == UInt8(ascii: " ") { digits = digits.dropFirst() }
        if digits.last == UInt8(ascii: " ") { digits = digits.dropLast() }
        guard (1...maximumDigits).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The words matched whole, ignoring case and accents; normalized text has single
    /// spaces only, so at most one trails them.
    private static func state(named words: Substring) -> State? {
        let trimmed = words.last == " " ? words.dropLast() : words
        switch HTMLTextNormalizer.folded(trimmed) {
        case "pendientes": return .pending
        case "en impugnacion": return .disputed
        case "anuladas": return .voided
        case "pagadas": return .paid
        case "en convenio": return .inAgreement
        default: return nil
        }
    }
}
