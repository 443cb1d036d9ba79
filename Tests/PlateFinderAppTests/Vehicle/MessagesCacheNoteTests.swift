import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct MessagesCacheNoteTests {
    /// 2026-11-29T14:03:00Z.
    static let fetchedAt = Date(timeIntervalSince1970: 1_795_960_980)
    static let guayaquil = TimeZone(identifier: "America/Guayaquil") ?? .gmt

    @Test(arguments: Language.allCases)
    func cacheNote_isNil_forVehicleFromPortal(language: Language) {
        let result = makeResult(source: .portal(fetchedAt: Self.fetchedAt))

        #expect(makeSUT(language).cacheNote(for: result, timeZone: Self.guayaquil) == nil)
    }

    @Test(arguments: [
        (
            CarInfoError.networkError, Language.english,
            "The ANT portal could not be reached, so this is the copy saved on 2026-11-29 09:03."
        ),
        (
            .serverError(statusCode: 503), .english,
            "The ANT portal answered with an error (HTTP 503), so this is the copy saved on "
                + "2026-11-29 09:03."
        ),
        (
            .timeout, .english,
            "The ANT portal did not answer in time, so this is the copy saved on 2026-11-29 09:03."
        ),
        (
            .networkError, .spanish,
            "No se pudo conectar con el portal de la ANT, así que esta es la copia guardada el "
                + "2026-11-29 09:03."
        ),
        (
            .timeout, .spanish,
            "El portal de la ANT no respondió a tiempo, así que esta es la copia guardada el "
                + "2026-11-29 09:03."
        ),
    ])
    func cacheNote_saysWhyAndWhenInLocalTime_whenCopyStoodInForPortal(
        failure: CarInfoError, language: Language, expected: String
    ) {
        let result = makeResult(source: .cache(fetchedAt: Self.fetchedAt), failure: failure)

        #expect(makeSUT(language).cacheNote(for: result, timeZone: Self.guayaquil) == expected)
    }

    @Test(arguments: [Language.english, .spanish])
    func cacheNote_saysThePortalSentSomethingElse_whenItWasUnavailable(language: Language) {
        let result = makeResult(
            source: .cache(fetchedAt: Self.fetchedAt), failure: .portalUnavailable("maintenance"))

        let note = makeSUT(language).cacheNote(for: result, timeZone: Self.guayaquil)

        let expected =
            language == .english
            ? "The ANT portal did not answer with its vehicle page, so this is the copy saved "
                + "on 2026-11-29 09:03."
            : "El portal de la ANT no respondió con su página de vehículos, así que esta es la "
                + "copia guardada el 2026-11-29 09:03."
        #expect(note == expected)
    }

    @Test(arguments: [CarInfoError.noDataFound, .parsingError("x"), .invalidPlateFormat])
    func cacheNote_isOneSentence_evenForFailuresTheCopyNeverStandsIn(failure: CarInfoError) {
        let result = makeResult(source: .cache(fetchedAt: Self.fetchedAt), failure: failure)

        let note = makeSUT(.english).cacheNote(for: result, timeZone: .gmt)

        #expect(note?.hasSuffix("saved on 2026-11-29 14:03.") == true)
    }

    @Test func cacheNote_suggestsFind_whenCopyWasOpenedWithoutAskingPortal() {
        let result = makeResult(source: .cache(fetchedAt: Self.fetchedAt))

        #expect(
            makeSUT(.english).cacheNote(for: result, timeZone: .gmt)
                == "This is the copy saved on 2026-11-29 14:03; run 'platefinder find PBX1234' "
                + "to ask the portal again.")
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }

    private func makeResult(
        source: CarSearchResult.Source, failure: CarInfoError? = nil
    ) -> CarSearchResult {
        CarSearchResult(
            plate: .complete("PBX1234"), car: CarFactory.make(plate: "PBX1234"), source: source,
            portalFailure: failure)
    }
}
