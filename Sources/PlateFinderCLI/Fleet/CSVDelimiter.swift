/// The character between a CSV's fields: what spreadsheets write, by language (Excel in
/// Spanish writes `;`) or by choice (tab).
public enum CSVDelimiter: Sendable, CaseIterable {
    case comma
    case semicolon
    case tab

    /// How `--delimiter` names it.
    public var name: String {
        switch self {
        case .comma: ","
        case .semicolon: ";"
        case .tab: "tab"
        }
    }

    /// The delimiter `--delimiter` names `name`; nil for any other text.
    public init?(name: String) {
        guard let named = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = named
    }

    /// The character written between fields.
    public var character: Unicode.Scalar {
        switch self {
        case .comma: ","
        case .semicolon: ";"
        case .tab: "\t"
        }
    }

    /// The delimiter `line` (a header) uses: the one met most often outside quotes; a tie,
    /// or none at all, goes to the first in `allCases` (comma, then semicolon, then tab).
    public static func detected(in line: String) -> CSVDelimiter {
        var counts = [Unicode.Scalar: Int]()
        var quoted = false
        for scalar in line.unicodeScalars {
            if scalar == "\"" {
                quoted.toggle()
            } else if !quoted {
                counts[scalar, default: 0] += 1
            }
        }
        var best = CSVDelimiter.comma
        for delimiter in allCases
        where counts[delimiter.character, default: 0]
            > counts[
                best.character, default: 0]
        {
            best = delimiter
        }
        return best
    }
}
