import Foundation
import PlateFinderDomain

/// Reads JSON text for the keys of its objects, to tell whether an object names a key twice.
///
/// `JSONDecoder` keeps one of a repeated key's values and says nothing, so an answer that
/// gives a key twice would be read as whichever value it kept while other readers take the
/// other: such an answer is ambiguous. Keys are compared once their escapes are resolved
/// (`"a"` and `"\u0061"` are one key) and as Swift compares strings, as the decoder does.
///
/// The text must be JSON (RFC 8259, any value at the top, UTF-8): it is read once, byte by
/// byte, keeping only the keys of the objects still open; a text longer than `maximumBytes`
/// or nested deeper than `maximumDepth` is not read. The first problem in reading order is
/// the finding.
public enum JSONDuplicateKeyScanner {
    /// Texts longer than this are not read: more than any service's answer may be.
    public static let maximumBytes = 8 * 1024 * 1024
    /// Arrays and objects nested deeper than this are not read.
    public static let maximumDepth = 64

    /// What a scan found.
    public enum Finding: Hashable, Sendable {
        /// Every object names each of its keys once.
        case unique
        /// An object names `key` (escapes resolved) a second time.
        case duplicated(key: String)
        /// The text is not JSON.
        case malformed
        /// Arrays and objects are nested deeper than `maximumDepth`.
        case tooDeep
        /// The text is longer than `maximumBytes`.
        case tooLarge
    }

    /// What the JSON text `data` holds as far as its keys go.
    public static func scan(_ data: Data) -> Finding {
        guard data.count <= maximumBytes else { return .tooLarge }
        guard String(validating: data, as: UTF8.self) != nil else { return .malformed }
        var reader = Reader(bytes: Array(data))
        return reader.scan()
    }

    /// Refuses `data` unless it is JSON whose objects name each key once: not JSON (too
    /// large or too deep included) is `notJSON`, a key named twice is `duplicated` of the
    /// key as a failure may quote it (at most 40 characters, and empty when it has the
    /// shape of a person's identity number).
    static func requireUnambiguous(
        _ data: Data, notJSON: UnreadableAnswer, duplicated: (String) -> UnreadableAnswer
    ) throws(LookupFailureReason) {
        switch scan(data) {
        case .unique:
            return
        case .duplicated(let key):
            let quotable = IdentityNumberShape.matches(key) ? "" : String(key.prefix(40))
            throw .notUnderstood(duplicated(quotable))
        case .malformed, .tooDeep, .tooLarge:
            throw .notUnderstood(notJSON)
        }
    }

    /// The reading itself: where it stands in the bytes, and the keys of each open object.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        /// One entry per open container: the keys of an object, nil for an array.
        var open: [Set<String>?] = []

        /// Reads values until the top-level one ends, then requires the text to end.
        mutating func scan() -> Finding {
            while true {
                if let finding = readValue() { return finding }
                // After a value: a comma, the container's end, or the end of the text.
                while true {
                    skipWhitespace()
                    guard let container = open.last else {
                        return index == bytes.count ? .unique : .malformed
                    }
                    guard index < bytes.count else { return .malformed }
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: ",") {
                        if container != nil, let finding = readKey() { return finding }
                        break
                    }
                    guard byte == UInt8(ascii: container == nil ? "]" : "}") else {
                        return .malformed
                    }
                    open.removeLast()
                }
            }
        }

        /// Reads one value, or opens a container and reads up to its first value; nil when
        /// it went well and a value (or a container's first value) is next to end.
        private mutating func readValue() -> Finding? {
            while true {
                skipWhitespace()
                guard index < bytes.count else { return .malformed }
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = bytes[index] == UInt8(ascii: "{")
                    index += 1
                    guard open.count < maximumDepth else { return .tooDeep }
                    open.append(isObject ? [] : nil)
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
                        index += 1
                        open.removeLast()
                        return nil
                    }
                    if isObject, let finding = readKey() { return finding }
                // The container's first value follows.
                case UInt8(ascii: "\""):
                    index += 1
                    var ignored: [UInt8]?
                    return readString(into: &ignored) ? nil : .malformed
                case UInt8(ascii: "t"): return readWord("true")
                case UInt8(ascii: "f"): return readWord("false")
                case UInt8(ascii: "n"): return readWord("null")
                default: return readNumber() ? nil : .malformed
                }
            }
        }

        /// Reads a key of the innermost object and the colon after it.
        private mutating func readKey() -> Finding? {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                return .malformed
            }
            index += 1
            var key: [UInt8]? = []
            guard readString(into: &key), let key else { return .malformed }
            let text = String(decoding: key, as: UTF8.self)
            guard open[open.count - 1]?.insert(text).inserted == true else {
                return .duplicated(key: text)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                return .malformed
            }
            index += 1
            return nil
        }

        /// Reads a string after its opening quote, appending its UTF-8 (escapes resolved)
        /// to `value` when one is given; false when it is not a JSON string.
        private mutating func readString(into value: inout [UInt8]?) -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return true
                case UInt8(ascii: "\\"):
                    guard let scalar = readEscape() else { return false }
                    value?.append(contentsOf: Array(String(scalar).utf8))
                case 0..<0x20:
                    return false
                default:
                    value?.append(byte)
                }
            }
            return false
        }

        /// The character an escape after its backslash stands for; a `\u` high surrogate
        /// must be followed by a `\u` low one.
        private mutating func readEscape() -> Unicode.Scalar? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                return Unicode.Scalar(byte)
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "f"): return "\u{C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let unit = readHex() else { return nil }
                guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit) }
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { return nil }
                index += 2
                guard let low = readHex(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
            default:
                return nil
            }
        }

        /// Four hexadecimal digits as a number.
        private mutating func readHex() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Self.hexDigit(byte) else { return nil }
                value = value << 4 | digit
            }
            index += 4
            return value
        }

        /// `-`, an integer part without leading zeros, maybe a fraction, maybe an exponent.
        private mutating func readNumber() -> Bool {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return false }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard skipDigits() else { return false }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count,
                    [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index])
                {
                    index += 1
                }
                guard skipDigits() else { return false }
            }
            return true
        }

        /// Skips digits; whether there was at least one.
        @discardableResult
        private mutating func skipDigits() -> Bool {
            let start = index
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            return index > start
        }

        private mutating func readWord(_ word: String) -> Finding? {
            let count = word.utf8.count
            guard index + count <= bytes.count,
                bytes[index..<index + count].elementsEqual(word.utf8)
            else { return .malformed }
            index += count
            return nil
        }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
