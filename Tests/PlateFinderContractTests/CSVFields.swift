/// The fields of one CSV record as a batch writes it (RFC 4180, quotes doubled).
enum CSVFields {
    static func split(_ record: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(record)[...]
        while let character = characters.popFirst() {
            switch (character, quoted) {
            case ("\"", true) where characters.first == "\"":
                field.append("\"")
                characters = characters.dropFirst()
            case ("\"", _): quoted.toggle()
            case (",", false):
                fields.append(field)
                field = ""
            default: field.append(character)
            }
        }
        return fields + [field]
    }
}
