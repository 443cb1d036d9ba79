import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct MessagesTests {
    @Test(arguments: [
        (PlateFormat.car, "car", "auto"), (.bike, "motorcycle", "moto"),
        (.special, "special", "especial"), (.partiallyValid, "incomplete", "incompleta"),
        (.invalid, "invalid", "inválida"), (.empty, "empty", "vacía"),
    ])
    func formatName_namesEveryFormat_inBothLanguages(
        format: PlateFormat, english: String, spanish: String
    ) {
        #expect(makeSUT(.english).formatName(format) == english)
        #expect(makeSUT(.spanish).formatName(format) == spanish)
    }

    @Test(arguments: [
        (1, "January", "enero"), (5, "May", "mayo"), (9, "September", "septiembre"),
        (12, "December", "diciembre"),
    ])
    func monthName_namesMonth_inBothLanguages(month: Int, english: String, spanish: String) {
        #expect(makeSUT(.english).monthName(month) == english)
        #expect(makeSUT(.spanish).monthName(month) == spanish)
    }

    @Test(arguments: [0, 13, -1, Int.min, Int.max])
    func monthName_isNil_outsideOneToTwelve(month: Int) {
        #expect(makeSUT(.english).monthName(month) == nil)
    }

    @Test func fines_listsEveryCount() {
        let fines = FinesSummary(pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0)

        #expect(
            makeSUT(.english).fines(fines)
                == "4 pending, 0 disputed, 20 voided, 9 paid, 0 in agreement")
        #expect(
            makeSUT(.spanish).fines(fines)
                == "4 pendientes, 0 en impugnación, 20 anuladas, 9 pagadas, 0 en convenio")
    }

    @Test func finePhrases_keepsEachCountWithItsNoun() {
        let fines = FinesSummary(pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0)

        #expect(
            makeSUT(.spanish).finePhrases(fines) == [
                "4 pendientes,", "0 en impugnación,", "20 anuladas,", "9 pagadas,", "0 en convenio",
            ])
    }

    @Test func fines_saysNotShown_whenPageHadNone() {
        #expect(makeSUT(.english).fines(nil) == "not shown")
        #expect(makeSUT(.spanish).fines(nil) == "no se muestran")
    }

    @Test func yesNo_isLocalized() {
        #expect(makeSUT(.english).yesNo(true) == "yes")
        #expect(makeSUT(.spanish).yesNo(true) == "sí")
        #expect(makeSUT(.spanish).yesNo(false) == "no")
    }

    @Test(arguments: [(0, "other"), (1, "one"), (2, "other"), (21, "other")])
    func plural_isTheOneForm_onlyForOne(count: Int, expected: String) {
        #expect(makeSUT(.english).plural(count, one: "one", other: "other") == expected)
        #expect(makeSUT(.spanish).plural(count, one: "one", other: "other") == expected)
    }

    @Test func localized_picksTheTextOfTheLanguage() {
        #expect(makeSUT(.english).localized("car", "auto") == "car")
        #expect(makeSUT(.spanish).localized("car", "auto") == "auto")
    }

    @Test(arguments: Language.allCases)
    func label_isDistinctAndNonEmpty_forEveryLabel(language: Language) {
        let labels = CardLabel.allCases.map(makeSUT(language).label)

        #expect(labels.allSatisfy { !$0.isEmpty })
        #expect(Set(labels).count == labels.count)
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
