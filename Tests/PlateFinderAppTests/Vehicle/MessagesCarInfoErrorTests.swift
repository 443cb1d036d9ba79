import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct MessagesCarInfoErrorTests {
    static let errors: [CarInfoError] = [
        .networkError, .serverError(statusCode: 503), .noDataFound,
        .parsingError("no vehicle table"), .invalidPlateFormat, .timeout,
        .portalUnavailable("a maintenance page"),
    ]

    @Test(arguments: errors, Language.allCases)
    func sentence_isOneNonEmptyLine_forEveryErrorAndLanguage(
        error: CarInfoError, language: Language
    ) {
        let sentence = makeSUT(language).sentence(for: error, plate: Plate("PBX1234"))

        #expect(!sentence.isEmpty)
        #expect(!sentence.contains("\n"))
        #expect(sentence.hasSuffix("."))
    }

    @Test(arguments: errors)
    func sentence_differsBetweenLanguages(error: CarInfoError) {
        let plate = Plate("PBX1234")

        #expect(
            makeSUT(.english).sentence(for: error, plate: plate)
                != makeSUT(.spanish).sentence(for: error, plate: plate))
    }

    @Test func sentence_namesPlate_onNoDataFound() {
        let plate = Plate("pbx-1234")

        #expect(
            makeSUT(.spanish).sentence(for: CarInfoError.noDataFound, plate: plate)
                == "El portal de la ANT no tiene datos para la placa PBX1234.")
        #expect(
            makeSUT(.english).sentence(for: CarInfoError.noDataFound, plate: plate)
                == "The ANT portal has no data for the plate PBX1234.")
    }

    @Test func sentence_namesStatusCode_onServerError() {
        let sentence = makeSUT(.english).sentence(
            for: .serverError(statusCode: 503), plate: Plate("PBX1234"))

        #expect(sentence.contains("503"))
    }

    @Test func sentence_stripsControlCharacters_fromDetailAndPlate() {
        let sentence = makeSUT(.english).sentence(
            for: .parsingError("bad\u{1B}]0;title\u{07} page"), plate: Plate("A\u{1B}[2J"))

        #expect(!sentence.unicodeScalars.contains("\u{1B}"))
        #expect(!sentence.unicodeScalars.contains("\u{07}"))
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
