/// Splits JavaScript source into tokens: string literals (with their escapes resolved),
/// names and punctuation; comments and white space are skipped.
///
/// It reads only what object and array literals are made of. A `/` is read as JavaScript
/// reads it: where an operand may start (at the start, after punctuation other than `)`
/// and `]`, after an operator or a keyword such as `return`) it begins a regular-expression
/// literal, whose quotes are not strings; elsewhere it divides. A string or a regular
/// expression that never ends ends the tokens, since nothing after it can be read reliably.
struct JavaScriptTokenizer: Sequence, IteratorProtocol {
    /// Names after which an operand, not an operator, comes.
    private static let keywordsBeforeOperand: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case",
        "do", "else", "yield", "await",
    ]

    private var scalars: [Unicode.Scalar]
    private var index = 0
    /// Whether an operand may start here, so that a `/` begins a regular expression.
    private var operandMayStart = true

    /// Tokens of `source`.
    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The next token, or nil at the end (or at a string or regular expression that never
    /// ends).
    mutating func next() -> JavaScriptToken? {
        skipBlanksAndComments()
        guard index < scalars.count else { return nil }
        if scalars[index] == "/", operandMayStart {
            guard skipRegularExpression() else { return nil }
            operandMayStart = false
            return .other
        }
        let scalar = scalars[index]
        switch scalar {
        case "\"", "'", "`":
            index += 1
            operandMayStart = false
            return readString(closedBy: scalar)
        case "{", "}", "[", "]", "(", ")", ":", ",", ".":
            index += 1
            operandMayStart = scalar != ")" && scalar != "]"
            return .punctuation(Character(scalar))
        default:
            guard Self.startsName(scalar) else {
                index += 1
                // After a number's digit a `/` divides; after an operator an operand comes.
                operandMayStart = !Self.continuesName(scalar) && !scalar.properties.isAlphabetic
                return .other
            }
            var name = String.UnicodeScalarView()
            while index < scalars.count, Self.continuesName(scalars[index]) {
                name.append(scalars[index])
                index += 1
            }
            let identifier = String(name)
            operandMayStart = Self.keywordsBeforeOperand.contains(identifier)
            return .identifier(identifier)
        }
    }

    /// Steps over the regular-expression literal starting at `index`: its body, where a
    /// backslash escapes the next character and `/` does not end a `[…]` class, then its
    /// flags. False, at the end of the tokens, when no `/` closes it on its line: like a
    /// string that never ends, nothing after it can be read reliably.
    private mutating func skipRegularExpression() -> Bool {
        var position = index + 1
        var inClass = false
        loop: while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case _ where Self.endsLine(scalar):
                break loop
            case "\\":
                guard position < scalars.count, !Self.endsLine(scalars[position]) else {
                    break loop
                }
                position += 1
            case "[":
                inClass = true
            case "]":
                inClass = false
            case "/" where !inClass:
                while position < scalars.count, Self.continuesName(scalars[position]) {
                    position += 1
                }
                index = position
                return true
            default:
                break
            }
        }
        index = scalars.count
        return false
    }

    private static func endsLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
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
