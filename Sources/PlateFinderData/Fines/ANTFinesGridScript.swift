/// Reads the fines grid's `url` and `colNames` from the page's `jqGrid({…})` call.
///
/// The page builds the same URL a second time by concatenation inside its `facturas()`
/// helper; only the literal object passed to `jqGrid` is read, so that copy never counts.
enum ANTFinesGridScript {
    /// What the first `jqGrid({…})` call in `script` that has both a string `url` and an
    /// array of strings `colNames` declares, as the script writes them (entities not yet
    /// decoded): the `url`, relative to the page, as the grid's address (a
    /// `FinesGridDeclaration` once the page's URL is known), and the `colNames`, in order;
    /// nil when there is no such call.
    static func declaration(in script: String) -> (address: String, columnNames: [String])? {
        var tokens = JavaScriptTokenizer(script)
        var previous: [JavaScriptToken] = []
        while let token = tokens.next() {
            previous = Array((previous + [token]).suffix(3))
            guard previous == [.identifier("jqGrid"), .punctuation("("), .punctuation("{")] else {
                continue
            }
            if let declaration = readObject(&tokens) { return declaration }
        }
        return nil
    }

    /// The object's top-level `url` and `colNames`, reading up to its closing brace. A value
    /// that is more than a literal (`'a.jsp' + x`) is not read.
    private static func readObject(
        _ tokens: inout JavaScriptTokenizer
    ) -> (address: String, columnNames: [String])? {
        var url: String?
        var columns: [String]?
        while let key = tokens.next() {
            switch key {
            case .punctuation("}"):
                guard let url, let columns else { return nil }
                return (address: url, columnNames: columns)
            case .punctuation(","):
                continue
            case .identifier(let name), .string(let name):
                guard tokens.next() == .punctuation(":") else { return nil }
                let value = readValue(&tokens)
                switch (name, value.literal) {
                case ("url", .string(let text)?): url = text
                case ("colNames", .strings(let names)?): columns = names
                default: break
                }
                guard let end = value.end else { return nil }
                if end == .punctuation("}") {
                    guard let url, let columns else { return nil }
                    return (address: url, columnNames: columns)
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// A literal value as the readers keep it.
    private enum Literal {
        case string(String)
        case strings([String])
    }

    /// Reads one value up to the `,` or `}` that ends it (returned as `end`, nil when the
    /// tokens run out); `literal` is set only when the value is a lone string or an array
    /// of strings and nothing else.
    private static func readValue(
        _ tokens: inout JavaScriptTokenizer
    ) -> (literal: Literal?, end: JavaScriptToken?) {
        var depth = 0
        var parts: [JavaScriptToken] = []
        while let token = tokens.next() {
            switch token {
            case .punctuation(",") where depth == 0, .punctuation("}") where depth == 0:
                return (literal(parts), token)
            case .punctuation("{"), .punctuation("["), .punctuation("("):
                depth += 1
            case .punctuation("}"), .punctuation("]"), .punctuation(")"):
                depth -= 1
            default:
                break
            }
            parts.append(token)
        }
        return (nil, nil)
    }

    private static func literal(_ parts: [JavaScriptToken]) -> Literal? {
        if parts.count == 1, case .string(let text) = parts[0] { return .string(text) }
        guard parts.first == .punctuation("["), parts.last == .punctuation("]") else {
            return nil
        }
        var strings: [String] = []
        for (index, part) in parts.dropFirst().dropLast().enumerated() {
            switch (index % 2, part) {
            case (0, .string(let text)): strings.append(text)
            case (1, .punctuation(",")): continue
            default: return nil
            }
        }
        return .strings(strings)
    }
}
