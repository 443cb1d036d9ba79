import PlateFinderApp
import PlateFinderCLI
import Testing

@Suite struct MessagesTaskUsageErrorTests {
    static let errors: [TaskUsageError] = [
        .missingTitle, .missingID, .invalidDueDate("2026-13-45"),
        .conflictingOptions("--due", "--no-due"), .nothingToEdit, .missingExportFormat,
    ]

    @Test(arguments: errors, Language.allCases)
    func sentence_isOneLineEndingInFullStop_forEveryErrorAndLanguage(
        error: TaskUsageError, language: Language
    ) {
        let sentence = makeSUT(language).sentence(for: error)

        #expect(!sentence.isEmpty)
        #expect(!sentence.contains("\n"))
        #expect(sentence.hasSuffix("."))
    }

    @Test(arguments: errors)
    func sentence_differsBetweenLanguages(error: TaskUsageError) {
        #expect(makeSUT(.english).sentence(for: error) != makeSUT(.spanish).sentence(for: error))
    }

    @Test(arguments: errors, Language.allCases)
    func sentence_isTheSame_throughUsageError(error: TaskUsageError, language: Language) {
        let sut = makeSUT(language)

        #expect(sut.sentence(for: UsageError.tasks(error)) == sut.sentence(for: error))
    }

    @Test(arguments: [
        (
            Language.english,
            "Invalid --due 'tomorrow': give a day as YYYY-MM-DD, for example 2026-12-31."
        ),
        (
            .spanish,
            "El valor 'tomorrow' de --due no es válido: indique un día como AAAA-MM-DD, por "
                + "ejemplo 2026-12-31."
        ),
    ])
    func sentence_quotesValueAndShowsForm_onInvalidDueDate(language: Language, expected: String) {
        #expect(makeSUT(language).sentence(for: .invalidDueDate("tomorrow")) == expected)
    }

    @Test func sentence_namesBothOptions_onConflict() {
        #expect(
            makeSUT(.english).sentence(for: .conflictingOptions("--due", "--no-due"))
                == "The options --due and --no-due cannot be used together.")
    }

    @Test func sentence_stripsAndShortensTypedDate() {
        let sentence = makeSUT(.english).sentence(
            for: .invalidDueDate("\u{1B}]0;x\u{07}" + String(repeating: "9", count: 300)))

        #expect(!sentence.unicodeScalars.contains { $0.value < 0x20 })
        #expect(sentence.count < 150)
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
