import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import Testing

@Suite struct MessagesUsageErrorTests {
    static let errors: [UsageError] = [
        .missingCommand, .unknownCommand("fnd"), .unknownOption("--jsno"),
        .missingValue(option: "--timeout"), .unexpectedValue(option: "--json"),
        .unexpectedArgument("extra"), .missingPlate, .configuration(.invalidTimeout("abc")),
        .configuration(.missingStoreLocation), .invalidSources("x"),
        .invalidPlate(Plate("PBX12"), .partiallyValid),
        .outputIsStoreFile(output: "s.sqlite", file: .database, store: "s.sqlite"),
        .outputIsStoreFile(output: "l", file: .writeAheadLog, store: "s.sqlite"),
        .unknownSubcommand(command: "history", name: "shwo"),
        .confirmationNeedsTerminal, .fleet(.invalidDuration(option: "--max-age", text: "5x")),
    ]

    @Test(arguments: errors, Language.allCases)
    func sentence_isOneNonEmptyLine_forEveryErrorAndLanguage(
        error: UsageError, language: Language
    ) {
        let sentence = makeSUT(language).sentence(for: error)

        #expect(!sentence.isEmpty)
        #expect(!sentence.contains("\n"))
        #expect(sentence.hasSuffix("."))
    }

    @Test(arguments: errors)
    func sentence_differsBetweenLanguages(error: UsageError) {
        #expect(makeSUT(.english).sentence(for: error) != makeSUT(.spanish).sentence(for: error))
    }

    @Test(arguments: [
        (Language.english, "PBX12", PlateFormat.partiallyValid, "incomplete"),
        (.spanish, "PBX12", .partiallyValid, "incompleta"),
        (.english, "PBX12345", .invalid, "invalid"),
        (.spanish, "PBX12345", .invalid, "inválida"),
    ])
    func sentence_namesPlateAndFormat_onInvalidPlate(
        language: Language, text: String, format: PlateFormat, formatName: String
    ) {
        let sentence = makeSUT(language).sentence(for: .invalidPlate(Plate(text), format))

        #expect(sentence.contains("'\(text)'"))
        #expect(sentence.contains("(\(formatName))"))
    }

    @Test func sentence_saysPlateIsMissing_onEmptyInvalidPlate() {
        let sut = makeSUT(.english)

        #expect(
            sut.sentence(for: .invalidPlate(Plate(""), .empty)) == sut.sentence(for: .missingPlate))
    }

    @Test(arguments: [
        UsageError.unknownCommand("\u{1B}[31mfind"), .unknownOption("--\u{1B}]0;x\u{07}"),
        .invalidPlate(Plate("\u{1B}[2JABC"), .invalid), .invalidSources("\u{9B}31m"),
    ])
    func sentence_stripsControlCharacters_fromWhatWasTyped(error: UsageError) {
        let sentence = makeSUT(.english).sentence(for: error)

        #expect(
            !sentence.unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            })
    }

    @Test(
        arguments: [
            ConfigurationError.invalidEndpoint("ftp://x"), .invalidLanguage("fr"),
            .relativeStoreFolder(variable: "HOME", path: "relhome"),
        ], Language.allCases)
    func sentence_isTheConfigurationsOwn_forAConfigurationError(
        error: ConfigurationError, language: Language
    ) {
        let sut = makeSUT(language)

        #expect(sut.sentence(for: UsageError.configuration(error)) == sut.sentence(for: error))
    }

    @Test func sentence_shortensVeryLongEcho() {
        let sentence = makeSUT(.english).sentence(
            for: .unknownCommand(String(repeating: "x", count: 500)))

        #expect(sentence.count < 200)
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
