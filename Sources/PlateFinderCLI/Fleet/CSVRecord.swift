/// One record of CSV as RFC 4180 writes it: fields separated by a delimiter, a field in
/// double quotes may hold delimiters and line breaks, and `""` inside quotes is one quote.
enum CSVRecord {
    /// `fields` as one line separated by `delimiter`, without its line break: a field
    /// holding the delimiter, a quote or a line break is quoted, its quotes doubled; any
    /// other field is written as it is.
    static func line(of fields: [String], separatedBy delimiter: Unicode.Scalar = ",") -> String {
        fields.map { quoted($0, delimiter: delimiter) }
            .joined(separator: String(Character(delimiter)))
    }

    private static func quoted(_ field: String, delimiter: Unicode.Scalar) -> String {
        let needsQuotes = field.unicodeScalars.contains { scalar in
            scalar == delimiter || scalar == "\"" || Character(scalar).isNewline
        }
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether `text` ends inside a quoted field, so the record goes on past its line
    /// break. (Quotes inside a quoted field come doubled, so an odd count means open.)
    static func endsInsideQuotes(_ text: String) -> Bool {
        text.unicodeScalars.reduce(false) { open, scalar in scalar == "\"" ? !open : open }
    }

    /// The fields of `line`, separated by `delimiter`; nil when a quoted field is never
    /// closed or text follows a closing quote.
    static func fields(of line: String, separatedBy delimiter: Unicode.Scalar = ",") -> [String]? {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var closed = false
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if quoted {
                if scalar == "\"" {
                    quoted = false
                    closed = true
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case delimiter:
                fields.append(field)
                field = ""
                closed = false
            case "\"" where closed:
                // `""` inside a quoted field: one quote, and the field goes on.
                field.unicodeScalars.append("\"")
                quoted = true
                closed = false
            case "\"" where field.isEmpty:
                quoted = true
            default:
                guard !closed else { return nil }
                field.unicodeScalars.append(scalar)
            }
        }
        guard !quoted else { return nil }
        fields.append(field)
        return fields
    }
}
