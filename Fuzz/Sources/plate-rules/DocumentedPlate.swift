import PlateFinderDomain

/// A plate text read by the documented rules, written apart from `Plate` and
/// `PlateValidator` so that they can be checked against it: white space and dashes around
/// the text go, every space and dash inside goes, letters are upper-cased; then car is three
/// letters and four digits, motorcycle two letters, three digits and a letter, special two
/// letters and four digits, and any prefix of those is still partly valid.
struct DocumentedPlate {
    private enum Symbol {
        case letter
        case digit
    }

    private static let patterns: [(format: PlateFormat, symbols: [Symbol])] = [
        (.car, [.letter, .letter, .letter, .digit, .digit, .digit, .digit]),
        (.bike, [.letter, .letter, .digit, .digit, .digit, .letter]),
        (.special, [.letter, .letter, .digit, .digit, .digit, .digit]),
    ]

    /// The text as the rules normalize it.
    let value: String
    /// The normalized text when it is nothing but ASCII letters and digits.
    let asciiValue: String?
    /// What the rules make of it.
    let format: PlateFormat
    /// A complete plate the value is a prefix of, when it is partly valid.
    let completion: String?

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, Self.isSurrounding(first) { scalars.removeFirst() }
        while let last = scalars.last, Self.isSurrounding(last) { scalars.removeLast() }
        let kept = scalars.filter { $0 != " " && $0 != "-" }.map { scalar -> Unicode.Scalar in
            guard ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value - 32)
            else { return scalar }
            return upper
        }
        let normalized = String(String.UnicodeScalarView(kept))
        value = normalized
        let bytes = kept.allSatisfy(\.isASCII) ? kept.map { UInt8($0.value) } : nil
        asciiValue = bytes == nil ? nil : normalized
        guard let bytes, bytes.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) }) else {
            format = value.isEmpty ? .empty : .invalid
            completion = nil
            return
        }
        let matching = Self.patterns.filter { pattern in
            bytes.count <= pattern.symbols.count
                && zip(bytes, pattern.symbols).allSatisfy { byte, symbol in
                    symbol == .letter ? Self.isLetter(byte) : Self.isDigit(byte)
                }
        }
        if bytes.isEmpty {
            format = .empty
        } else if let whole = matching.first(where: { $0.symbols.count == bytes.count }) {
            format = whole.format
        } else {
            format = matching.isEmpty ? .invalid : .partiallyValid
        }
        completion = matching.first.map { pattern in
            normalized
                + String(pattern.symbols.dropFirst(bytes.count).map { $0 == .letter ? "A" : "0" })
        }
    }

    private static func isSurrounding(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "-"
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
