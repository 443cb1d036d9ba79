/// Splits a command line into words as a POSIX shell does for the simple lines documents
/// show: single quotes, double quotes and backslashes; no expansion.
enum ShellWords {
    /// A line whose quotes are not closed.
    enum Failure: Error, Equatable {
        case unclosedQuote
    }

    /// The words of `line`.
    static func split(_ line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case (nil, "\\"):
                escaped = true
                inWord = true
            case ("\"", _):
                word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { throw .unclosedQuote }
        if inWord { words.append(word) }
        return words
    }
}
