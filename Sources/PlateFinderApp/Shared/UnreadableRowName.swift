import PlateFinderDomain

/// A row of the store that cannot be read, named in both languages by its table and key
/// (`the task 1f7ef446-…` / `la tarea 1f7ef446-…`), or by its number when its key is no
/// text, with what Spanish needs to agree with it.
struct UnreadableRowName {
    /// The English name, lower-case, with its article.
    let english: String
    /// The Spanish name, lower-case, with its article.
    let spanish: String
    /// The Spanish object pronoun that stands for it: `la`, `lo`, `las`.
    let pronoun: String
    /// Whether it is plural (saved fines).
    let isPlural: Bool

    /// The name of `row`, its key made safe to print.
    init(_ row: UnreadableRow) {
        let key = row.key.map(ControlCharacterStripper.strip).flatMap { $0.isEmpty ? nil : $0 }
        let number = row.rowNumber
        func name(
            _ english: String, _ spanish: String, rowOf englishRow: String,
            _ spanishRow: String, pronoun: String, isPlural: Bool = false
        ) -> UnreadableRowName {
            UnreadableRowName(
                english: key.map { english + " " + $0 } ?? "\(englishRow) (row \(number))",
                spanish: key.map { spanish + " " + $0 } ?? "\(spanishRow) (fila \(number))",
                pronoun: pronoun, isPlural: isPlural)
        }
        switch row.table {
        case .tasks:
            self = name("the task", "la tarea", rowOf: "a task", "una tarea", pronoun: "la")
        case .searchHistory:
            self = name(
                "the search of", "la búsqueda de", rowOf: "a search", "una búsqueda",
                pronoun: "la")
        case .favorites:
            self = name(
                "the favourite", "el favorito", rowOf: "a favourite", "un favorito", pronoun: "lo")
        case .savedAnswers(.vehicle):
            self = name(
                "the saved ANT vehicle of", "el vehículo guardado de la ANT de",
                rowOf: "a saved ANT vehicle", "un vehículo guardado de la ANT", pronoun: "lo")
        case .savedAnswers(.registration):
            self = name(
                "the saved SRI answer for", "la respuesta guardada del SRI de",
                rowOf: "a saved SRI answer", "una respuesta guardada del SRI", pronoun: "la")
        case .savedAnswers(.fines):
            self = name(
                "the saved fines of", "las multas guardadas de", rowOf: "saved fines",
                "unas multas guardadas", pronoun: "las", isPlural: true)
        }
    }

    private init(english: String, spanish: String, pronoun: String, isPlural: Bool) {
        self.english = english
        self.spanish = spanish
        self.pronoun = pronoun
        self.isPlural = isPlural
    }
}
