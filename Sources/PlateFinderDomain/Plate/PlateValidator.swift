import Foundation

/// Classifies plate text incrementally, so it can run on every key a person types.
///
/// Works on ASCII bytes against fixed patterns: no regular expressions on this hot path.
public enum PlateValidator {
    private enum Symbol {
        case letter
        case digit
    }

    private static let patterns: [(format: PlateFormat, symbols: [Symbol])] = [
        (.car, [.letter, .letter, .letter, .digit, .digit, .digit, .digit]),
        (.bike, [.letter, .letter, .digit, .digit, .digit, .letter]),
        (.special, [.letter, .letter, .digit, .digit, .digit, .digit]),
    ]

    /// The format of an already normalized plate.
    public static func validate(_ plate: Plate) -> PlateFormat {
        validate(normalized: plate.value)
    }

    /// The format of `text` after normalizing it as `Plate` does.
    public static func validate(_ text: String) -> PlateFormat {
        validate(Plate(text))
    }

    private static func validate(normalized text: String) -> PlateFormat {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable(classify)
            ?? Array(utf8).withUnsafeBufferPointer(classify)
    }

    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> PlateFormat {
        if bytes.isEmpty { return .empty }
        var canStillMatch = false
        for pattern in patterns where matchesPrefix(bytes, pattern.symbols) {
            if bytes.count == pattern.symbols.count { return pattern.format }
            canStillMatch = true
        }
        return canStillMatch ? .partiallyValid : .invalid
    }

    private static func matchesPrefix(
        _ bytes: UnsafeBufferPointer<UInt8>, _ symbols: [Symbol]
    )
        -> Bool
    {
        guard bytes.count <= symbols.count else { return false }
        for (byte, symbol) in zip(bytes, symbols) where !matches(byte, symbol) {
            return false
        }
        return true
    }

    private static func matches(_ byte: UInt8, _ symbol: Symbol) -> Bool {
        switch symbol {
        case .letter: byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        case .digit: byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
