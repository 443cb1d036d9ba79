/// Splits JavaScript source into tokens: string literals (with their escapes resolved),
/// names and punctuation; comments and white space are skipped.
///
/// It reads only what object and array literals are made of. A string that never ends
/// ends the tokens, since nothing after it can be read reliably.
struct JavaScriptTokenizer: Sequence, IteratorProtocol {
    private var scalars: [Unicode.Scalar]
    private var index = 0

    /// Tokens of `source`.
    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The next token, or nil at the end (or after a string that never ends).
    mutating func next() -> JavaScriptToken? {
        skipBlanksAndComments()
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        switch scalar {
        case "\"", "'", "`":
            index += 1
            return readString(closedBy: scalar)
        case "{", "}", "[", "]", "(", ")", ":", ",", ".":
            index += 1
            return .punctuation(Character(scalar))
        default:
            guard Self.startsName(scalar) else {
                index += 1
                return .other
            }
            var name = String.UnicodeScalarView()
            while index < scalars.count, Self.continuesName(scalars[index]) {
                name.append(scalars[index])
                index += 1
            }
            return .identifier(String(name))
        }
    }

    private mutating func skipBlanksAndComments() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") {
                    index += 1
                }
                index = Swift.min(index + 2, scalars.count)
            } else {
                return
            }
        }
    }

    private mutating func readString(closedBy quote: Unicode.Scalar) -> JavaScriptToken? {
        var value = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == quote { return .string(String(value)) }
            // Only template literals may span lines.
            if scalar == "\n", quote != "`" { break }
            guard scalar == "\\", index < scalars.count else {
                value.append(scalar)
                continue
            }
            readEscape(into: &value)
        }
        index = scalars.count
        return nil
    }

    private mutating func readEscape(into value: inout String.UnicodeScalarView) {
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "r": value.append("\r")
        case "b", "f", "v": value.append(" ")
        case "0": value.append("\0")
        case "x": appendCode(digits: 2, into: &value)
        case "u": appendCode(digits: 4, into: &value)
        case "\n": break
        default: value.append(escaped)
        }
    }

    /// A `\x` or `\u` escape with exactly `digits` hexadecimal digits; anything else is
    /// kept as written.
    private mutating func appendCode(digits: Int, into value: inout String.UnicodeScalarView) {
        guard index + digits <= scalars.count else { return }
        let hex = String(String.UnicodeScalarView(scalars[index..<index + digits]))
        guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { return }
        value.append(scalar)
        index += digits
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
        startsName(scalar) || ("0"..."9").contains(scalar)
    }
}
