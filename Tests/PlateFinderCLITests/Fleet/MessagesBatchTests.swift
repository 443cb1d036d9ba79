import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A batch's summary and input problems, in English and Spanish.
struct MessagesBatchTests {
    private static let mixed = BatchSummary(
        started: 4, found: 1, noData: 1, partial: 1, failed: 1, requests: 9, savedAnswers: 1)

    @Test(arguments: [
        (
            Language.english,
            "Batch done: 4 plates — 1 found, 1 with no data, 1 partial, 1 failed; 9 requests, "
                + "1 answer from saved copies."
        ),
        (
            .spanish,
            "Lote terminado: 4 placas — encontradas: 1, sin datos: 1, parciales: 1, "
                + "fallidas: 1; 9 consultas, 1 respuesta de copias guardadas."
        ),
    ])
    func batchSummary_countsEveryOutcome(language: Language, expected: String) {
        #expect(Messages(language: language).batchSummary(Self.mixed) == expected)
    }

    @Test(arguments: [
        (
            Language.english,
            "Batch stopped: 1 plate finished — 1 found, 0 with no data, 0 partial, 0 failed; "
                + "1 request, 0 answers from saved copies. 1 answer could not be saved."
        ),
        (
            .spanish,
            "Lote detenido: 1 placa terminada — encontradas: 1, sin datos: 0, parciales: 0, "
                + "fallidas: 0; 1 consulta, 0 respuestas de copias guardadas. No se pudo guardar "
                + "1 respuesta."
        ),
    ])
    func batchSummary_leavesTheRestToTheStopLine_andSaysWhatWasNotSaved(
        language: Language, expected: String
    ) {
        let summary = BatchSummary(
            started: 3, found: 1, cancelled: 2, requests: 1, unsavedAnswers: 1,
            wasCancelled: true)

        #expect(Messages(language: language).batchSummary(summary) == expected)
    }

    @Test(arguments: Language.allCases)
    func batchLineProblem_namesTheLine_andSaysNothingOfAPlate(language: Language) {
        let sut = Messages(language: language)

        let invalid = sut.batchLineProblem(
            .invalid(text: "XYZ\u{1B}]0;x\u{7}", line: 3, format: .invalid))
        let repeated = sut.batchLineProblem(.repeated(Plate("PBX1234"), line: 7))
        let unreadable = sut.batchLineProblem(.unreadable(line: 9))

        #expect(invalid?.contains("3") == true && invalid?.contains("XYZ") == true)
        #expect(invalid?.contains("\u{1B}") == false)
        #expect(invalid?.contains("'XYZ\\u{1B}]0;x\\u{7}'") == true)
        #expect(repeated?.contains("PBX1234") == true && repeated?.contains("7") == true)
        #expect(unreadable?.contains("9") == true)
        #expect(
            sut.batchLineProblem(.plate(.complete("PBX1234"), line: 1, input: "PBX1234")) == nil)
    }

    @Test(arguments: [
        BatchInputLine.unreadable(line: 2), .repeated(Plate("PBX1234"), line: 3),
        .invalid(text: "X", line: 4, format: .invalid), .unclosedQuote(line: 5),
    ])
    func batchLineProblem_differsBetweenLanguages(line: BatchInputLine) {
        #expect(
            Messages(language: .english).batchLineProblem(line)
                != Messages(language: .spanish).batchLineProblem(line))
    }

    @Test(arguments: [
        (Language.english, "Line 1: '\\u{FEFF}PCQ5129' is not a complete plate"),
        (.spanish, "Línea 1: '\\u{FEFF}PCQ5129' no es una placa completa"),
    ])
    func batchLineProblem_showsInvisibleCharacters_escaped(language: Language, start: String) {
        let problem = Messages(language: language).batchLineProblem(
            .invalid(text: "\u{FEFF}PCQ5129", line: 1, format: .invalid))

        #expect(problem?.hasPrefix(start) == true)
    }
}
