import FuzzSupport
import PlateFinderData

/// JSON written from objects and arrays the fuzzer chose, keys drawn from a few that are
/// equal in more than one spelling (`é` raw, escaped or decomposed), with what the scan
/// must find: the first key written a second time in one object, or none.
struct WrittenJSON {
    /// Each key as the text it decodes to, and the ways JSON may write it.
    private static let keys: [(key: String, spellings: [String])] = [
        ("a", ["a", "\\u0061"]),
        ("b", ["b", "\\u0062"]),
        ("é", ["é", "\\u00e9", "\\u00E9", "e\u{301}", "e\\u0301"]),
        ("😀", ["😀", "\\ud83d\\ude00", "\\uD83D\\uDE00"]),
        ("\"", ["\\\"", "\\u0022"]),
        ("total", ["total", "\\u0074otal"]),
    ]

    private(set) var text = ""
    private(set) var finding = JSONDuplicateKeyScanner.Finding.unique

    init(_ input: inout FuzzInput) {
        text = value(&input, depth: 0)
    }

    private mutating func value(_ input: inout FuzzInput, depth: Int) -> String {
        switch depth < 5 ? input.number(in: 0...5) : input.number(in: 3...5) {
        case 0, 1: return object(&input, depth: depth + 1)
        case 2:
            let count = input.number(in: 0...3)
            let values = (0..<count).map { _ in value(&input, depth: depth + 1) }
            return "[" + values.joined(separator: input.element(of: [",", " , "])) + "]"
        case 3: return input.element(of: ["1", "-0.5e+3", "true", "null"])
        default:
            // A value that spells a key: never one.
            let key = input.element(of: Self.keys)
            return "\"" + input.element(of: key.spellings) + "\""
        }
    }

    private mutating func object(_ input: inout FuzzInput, depth: Int) -> String {
        var seen: [String] = []
        var members: [String] = []
        for _ in 0..<input.number(in: 0...4) {
            let key = input.element(of: Self.keys)
            if finding == .unique, seen.contains(key.key) {
                finding = .duplicated(key: key.key)
            }
            seen.append(key.key)
            let spelling = input.element(of: key.spellings)
            members.append("\"" + spelling + "\":" + value(&input, depth: depth))
        }
        return "{" + members.joined(separator: input.element(of: [",", ", ", "\n,"])) + "}"
    }
}
