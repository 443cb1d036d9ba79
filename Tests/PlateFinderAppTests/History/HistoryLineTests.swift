import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct HistoryLineTests {
    static let searched = Date(timeIntervalSince1970: 1_795_960_980)
    static let guayaquil = TimeZone(identifier: "America/Guayaquil") ?? .gmt

    @Test func text_showsPlateLocalTimeAndVehicle_forSuccessfulSearch() {
        let item = SearchHistoryItem.success(
            Plate("ABC1234"), car: CarFactory.make(), at: Self.searched)

        #expect(
            makeSUT(item, .english).text
                == "  ABC1234  2026-11-29 09:03  TOYOTA AA COROLLA 1.6 (2009)")
    }

    @Test func text_marksFavourite_andAlignsShortPlates() {
        let item = SearchHistoryItem.success(
            Plate("IB123C"), car: CarFactory.make(plate: "IB123C"), at: Self.searched)

        #expect(
            makeSUT(item, .english, isFavorite: true).text
                == "* IB123C   2026-11-29 09:03  TOYOTA AA COROLLA 1.6 (2009)")
    }

    @Test(arguments: [
        (LookupFailureReason.unreachable, Language.english, "portal unreachable"),
        (.httpStatus(500), .english, "portal error (HTTP 500)"),
        (.busy(statusCode: 503, retryAfter: nil), .english, "portal busy (HTTP 503)"),
        (.busy(statusCode: 429, retryAfter: nil), .spanish, "portal ocupado (HTTP 429)"),
        (.timedOut, .english, "portal timed out"),
        (.unexpectedAnswer(.emptyPage), .english, "portal unavailable"),
        (.unexpectedAnswer(.emptyPage), .spanish, "portal no disponible"),
        (.noData, .english, "no data on the portal"),
        (.notUnderstood(.page(.tableWithoutPlate)), .english, "portal page not understood"),
        (.notUnderstood(.described("x")), .spanish, "página del portal ilegible"),
        (.unreachable, .spanish, "portal inaccesible"),
        (.noData, .spanish, "sin datos en el portal"),
    ])
    func text_saysWhySearchFailed_withoutVehicle(
        reason: LookupFailureReason, language: Language, words: String
    ) {
        let item = SearchHistoryItem.failure(Plate("XYZ9876"), reason: reason, at: Self.searched)

        #expect(makeSUT(item, language).text == "  XYZ9876  2026-11-29 09:03  \(words)")
    }

    @Test func text_showsSavedVehicle_andLatestFailure() {
        let item = SearchHistoryItem(
            plate: Plate("ABC1234"), searchDate: Self.searched, car: CarFactory.make(),
            lastFailure: .timedOut)

        #expect(
            makeSUT(item, .english).text.hasSuffix(
                "TOYOTA AA COROLLA 1.6 (2009) (saved copy; last search: portal timed out)"))
    }

    @Test(arguments: [(Language.english, "no longer saved"), (.spanish, "ya no está guardado")])
    func text_saysVehicleIsNoLongerSaved_whenItsSavedCopyWasPruned(
        language: Language, words: String
    ) {
        let item = SearchHistoryItem(plate: Plate("ABC1234"), searchDate: Self.searched, car: nil)

        #expect(makeSUT(item, language).text == "  ABC1234  2026-11-29 09:03  \(words)")
    }

    @Test func text_stripsControlCharacters_fromStoredTexts() {
        let car = CarFactory.make(manufacturer: "TOY\u{1B}]0;x\u{07}OTA", model: "A\u{9B}2JB")
        let item = SearchHistoryItem(
            plate: Plate("ABC\u{1B}[2J1234"), searchDate: Self.searched, car: car)

        let text = makeSUT(item, .english).text

        #expect(
            !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(text.contains("ABC1234"))
    }

    // MARK: - Helpers

    private func makeSUT(
        _ item: SearchHistoryItem, _ language: Language, isFavorite: Bool = false
    ) -> HistoryLine {
        HistoryLine(
            item: item, isFavorite: isFavorite, messages: Messages(language: language),
            timeZone: Self.guayaquil)
    }
}
