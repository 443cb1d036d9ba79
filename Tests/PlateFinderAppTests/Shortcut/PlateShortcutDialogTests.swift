import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What a Shortcut says about a report: the vehicle, what it owes and any blocker, from the
/// facts the card shows.
@Suite struct PlateShortcutDialogTests {
    private typealias Reports = VehicleReports

    @Test func dialog_saysTheVehicleWhatItOwesAndTheBlocker_inEnglish() {
        let sut = makeSUT(everySourceAnswered, language: .english)

        #expect(
            sut.sentences == [
                "PBX1234: TOYOTA AA COROLLA 1.6 2009.",
                "Registration: Late since May 2026: a USD 25 fine applies; USD 874.16 owed.",
                "Fines: 2 pending — USD 95.40.",
                "Blocked: registration late, fines pending.",
            ])
        #expect(sut.text == sut.sentences.joined(separator: " "))
    }

    @Test func dialog_saysTheVehicleWhatItOwesAndTheBlocker_inSpanish() {
        let sut = makeSUT(everySourceAnswered, language: .spanish)

        #expect(
            sut.sentences == [
                "PBX1234: TOYOTA AA COROLLA 1.6 2009.",
                "Matrícula: Atrasada desde mayo de 2026: aplica una multa de USD 25; "
                    + "se deben USD 874,16.",
                "Multas: 2 pendientes — USD 95,40.",
                "Bloqueado: matrícula atrasada, multas pendientes.",
            ])
    }

    @Test func dialog_namesTheSRIsVehicleAndThePagesCount_whenTheGridWasNotAsked() {
        let report = Reports.report(
            ant: .failed(LookupFailure(.ant, .timedOut)), sri: Reports.asked(Reports.registration))

        let sut = makeSUT(report, language: .english)

        #expect(sut.sentences.first == "PBX1234: TOYOTA RAV4 2020.")
        #expect(!sut.text.contains("Fines:"))
    }

    @Test(arguments: [
        (Language.english, "The ANT portal did not answer in time; try again later."),
        (.spanish, "El portal de la ANT no respondió a tiempo; inténtelo más tarde."),
    ])
    func dialog_givesNoCommandLineAdvice_whenThePortalTimedOut(
        language: Language, expected: String
    ) {
        let report = Reports.report(ant: .failed(LookupFailure(.ant, .timedOut)))

        let sut = makeSUT(report, language: language)

        #expect(sut.sentences == [expected])
        #expect(!sut.text.contains("--"))
    }

    @Test func dialog_countsThePagesPendingFines_whenOnlyThePageAnswered() {
        let sut = makeSUT(Reports.report(ant: Reports.asked(Reports.car)), language: .english)

        #expect(sut.sentences.contains { $0.hasPrefix("Fines: ") && $0.hasSuffix(" pending.") })
        #expect(!sut.text.contains("Registration:"))
    }

    @Test func dialog_saysTheANTHasNoVehicle_whenNoSourceNamedOne() {
        let report = Reports.report(ant: .noData(.asked(at: Reports.now)))

        let sut = makeSUT(report, language: .english)

        #expect(sut.sentences.count == 1)
        #expect(sut.sentences.first?.contains("PBX1234") == true)
        #expect(sut.sentences.first?.hasSuffix(":") == false)
    }

    @Test func dialog_stripsControlCharactersFromTheSourcesTexts() {
        let car = CarFactory.make(
            plate: "PBX1234", manufacturer: "TOY\u{1B}[31mOTA\n", model: "RAV\u{07}4")

        let sut = makeSUT(Reports.report(ant: Reports.asked(car)), language: .english)

        #expect(sut.sentences.first == "PBX1234: TOYOTA RAV4 2009.")
        #expect(!sut.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    // MARK: - Helpers

    private var everySourceAnswered: VehicleReport {
        Reports.report(
            ant: Reports.asked(Reports.car), fines: Reports.asked(Reports.fines),
            sri: Reports.asked(Reports.registration))
    }

    private func makeSUT(_ report: VehicleReport, language: Language) -> PlateShortcutDialog {
        PlateShortcutDialog(report: report, messages: Messages(language: language))
    }
}
