import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct MessagesTaskErrorTests {
    static let path = "/home/ana/.local/share/platefinder/platefinder.sqlite"
    static let errors: [TaskError] = [
        .validation(.emptyTitle), .validation(.titleTooLong(maximum: 20)),
        .validation(.noteTooLong(maximum: 1_000)), .validation(.dueDateInPast),
        .notFound("abcd"), .ambiguousPrefix("abcd", matches: 3), .prefixTooShort(minimum: 4),
        .storage(.busy), .storage(.readOnly),
    ]

    @Test(arguments: errors, Language.allCases)
    func sentence_isOneLineEndingInFullStop_forEveryErrorAndLanguage(
        error: TaskError, language: Language
    ) {
        let sentence = makeSUT(language).sentence(for: error, storePath: Self.path)

        #expect(!sentence.isEmpty)
        #expect(!sentence.contains("\n"))
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.hasSuffix(".."))
    }

    @Test(arguments: errors)
    func sentence_differsBetweenLanguages(error: TaskError) {
        #expect(
            makeSUT(.english).sentence(for: error, storePath: Self.path)
                != makeSUT(.spanish).sentence(for: error, storePath: Self.path))
    }

    @Test(arguments: [
        (
            Language.english, TaskValidationError.titleTooLong(maximum: 20),
            TaskInput(title: "  Renew the registration  "),
            "A task title needs 1 to 20 characters; this one has 22."
        ),
        (
            .spanish, .titleTooLong(maximum: 20), TaskInput(title: "Renovar la matrícula ya"),
            "El título de una tarea necesita de 1 a 20 caracteres; este tiene 23."
        ),
        (
            .english, .emptyTitle, TaskInput(title: "   "),
            "A task title needs 1 to 20 characters; this one is empty."
        ),
        (
            .spanish, .emptyTitle, TaskInput(),
            "El título de una tarea necesita de 1 a 20 caracteres; este está vacío."
        ),
        (
            .english, .dueDateInPast,
            TaskInput(dueDate: CalendarDate(year: 2020, month: 1, day: 2)),
            "A due date must be today or later; 2020-01-02 has already passed."
        ),
        (
            .spanish, .dueDateInPast,
            TaskInput(dueDate: CalendarDate(year: 2020, month: 1, day: 2)),
            "La fecha límite debe ser hoy o posterior; el 2020-01-02 ya pasó."
        ),
        (
            .english, .noteTooLong(maximum: 1_000),
            TaskInput(note: String(repeating: "n", count: 1_001)),
            "A task note holds at most 1000 characters; this one has 1001."
        ),
        (
            .english, .titleTooLong(maximum: 20), TaskInput(),
            "A task title needs 1 to 20 characters; this one is longer."
        ),
    ])
    func sentence_statesRuleAndWhatWasTyped(
        language: Language, error: TaskValidationError, input: TaskInput, expected: String
    ) {
        #expect(makeSUT(language).sentence(for: error, input: input) == expected)
        #expect(
            makeSUT(language).sentence(for: .validation(error), storePath: "/s", input: input)
                == expected)
    }

    @Test func sentence_countsCharactersAsPeopleDo_inTitleTooLong() {
        let title = String(repeating: "Ñ", count: 20) + "👍🏽"

        let sentence = makeSUT(.english).sentence(
            for: .titleTooLong(maximum: 20), input: TaskInput(title: title))

        #expect(sentence.hasSuffix("this one has 21."))
    }

    @Test(arguments: [
        (Language.english, "3 tasks have an id starting with 'abcd'; give more of the id."),
        (.spanish, "3 tareas tienen un id que empieza por 'abcd'; escriba más caracteres del id."),
    ])
    func sentence_namesCount_onAmbiguousPrefix(language: Language, expected: String) {
        let sentence = makeSUT(language).sentence(
            for: .ambiguousPrefix("abcd", matches: 3), storePath: Self.path)

        #expect(sentence == expected)
    }

    @Test func sentence_namesPrefixAndHowToSeeIDs_onNotFound() {
        let sentence = makeSUT(.english).sentence(for: .notFound("beef"), storePath: Self.path)

        #expect(
            sentence
                == "No task has an id starting with 'beef'; run 'platefinder tasks --all' to see "
                + "the ids.")
    }

    @Test(arguments: [
        (Language.english, "Give at least 4 characters of the task's id; 'ab' has 2."),
        (.spanish, "Escriba al menos 4 caracteres del id de la tarea; 'ab' tiene 2."),
    ])
    func sentence_quotesPrefix_onPrefixTooShort(language: Language, expected: String) {
        let sentence = makeSUT(language).sentence(
            for: .prefixTooShort(minimum: 4), storePath: Self.path, input: TaskInput(id: " ab "))

        #expect(sentence == expected)
    }

    @Test func sentence_isStoreSentence_onStorage() {
        let sut = makeSUT(.spanish)

        #expect(
            sut.sentence(for: .storage(.busy), storePath: Self.path)
                == sut.sentence(for: StoreError.busy, path: Self.path))
    }

    @Test func sentence_stripsControlCharacters_fromTypedPrefix() {
        let sentence = makeSUT(.english).sentence(
            for: .notFound("ab\u{1B}[2Jcd"), storePath: Self.path)

        #expect(!sentence.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
