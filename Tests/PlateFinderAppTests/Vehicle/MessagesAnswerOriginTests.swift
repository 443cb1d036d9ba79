import Foundation
import PlateFinderApp
import PlateFinderDomain
import Testing

/// Where a source's part came from, in the one wording every card and note uses.
@Suite struct MessagesAnswerOriginTests {
    /// 2026-11-29T14:03:00Z: 09:03 in Guayaquil.
    static let fetchedAt = Date(timeIntervalSince1970: 1_795_960_980)
    static let guayaquil = TimeZone(identifier: "America/Guayaquil") ?? .gmt

    @Test(arguments: [
        (VehicleSource.ant, 30.0, Language.english, "ANT portal, just now"),
        (.sri, 300.0, .english, "SRI, 5 minutes ago"),
        (.fines, 7_200.0, .english, "ANT fines grid, 2 hours ago"),
        (.ant, 0.0, .spanish, "portal de la ANT, ahora mismo"),
        (.sri, 300.0, .spanish, "SRI, hace 5 minutos"),
    ])
    func origin_namesTheSourceAndHowLongAgo_whenItWasAsked(
        source: VehicleSource, secondsAgo: Double, language: Language, expected: String
    ) {
        let text = Messages(language: language).origin(
            .asked(at: Self.fetchedAt), of: source, now: Self.fetchedAt + secondsAgo,
            timeZone: Self.guayaquil)

        #expect(text == expected)
    }

    @Test(arguments: [
        (Language.english, "saved copy from 2026-11-29 09:03"),
        (.spanish, "copia guardada del 2026-11-29 09:03"),
    ])
    func origin_datesTheSavedCopyInLocalTime_whenTheFreshnessUsedIt(
        language: Language, expected: String
    ) {
        let text = Messages(language: language).origin(
            .saved(at: Self.fetchedAt, standingInFor: nil), of: .ant,
            now: Self.fetchedAt + 86_400, timeZone: Self.guayaquil)

        #expect(text == expected)
    }

    @Test(arguments: [
        (
            LookupFailure(.ant, .unreachable), Language.english,
            "saved copy from 2026-11-29 09:03; the ANT portal could not be reached"
        ),
        (
            LookupFailure(.sri, .busy(statusCode: 503, retryAfter: nil)), .english,
            "saved copy from 2026-11-29 09:03; the SRI's service is busy (HTTP 503)"
        ),
        (
            LookupFailure(.fines, .httpStatus(500)), .spanish,
            "copia guardada del 2026-11-29 09:03; la consulta de multas de la ANT respondió con "
                + "un error (HTTP 500)"
        ),
    ])
    func origin_saysWhyTheSavedCopyStoodIn_withoutNestingParentheses(
        failure: LookupFailure, language: Language, expected: String
    ) {
        let text = Messages(language: language).origin(
            .saved(at: Self.fetchedAt, standingInFor: failure), of: failure.source,
            now: Self.fetchedAt, timeZone: Self.guayaquil)

        #expect(text == expected)
        #expect(Self.deepestParentheses(in: text) <= 1)
    }

    @Test(arguments: [
        (0.0, "just now", "ahora mismo"), (59.0, "just now", "ahora mismo"),
        (60.0, "1 minute ago", "hace 1 minuto"), (300.0, "5 minutes ago", "hace 5 minutos"),
        (3_599.0, "59 minutes ago", "hace 59 minutos"), (3_600.0, "1 hour ago", "hace 1 hora"),
        (86_399.0, "23 hours ago", "hace 23 horas"), (86_400.0, "1 day ago", "hace 1 día"),
        (259_210.0, "3 days ago", "hace 3 días"), (-60.0, "just now", "ahora mismo"),
    ])
    func age_saysHowLongAgo_inTheLargestWholeUnit(
        seconds: Double, english: String, spanish: String
    ) {
        let now = Self.fetchedAt + seconds

        #expect(Messages(language: .english).age(since: Self.fetchedAt, now: now) == english)
        #expect(Messages(language: .spanish).age(since: Self.fetchedAt, now: now) == spanish)
    }

    @Test(arguments: [
        (
            VehicleSource.ant, LookupFailure(.ant, .unreachable),
            "The ANT portal could not be reached, so the vehicle shown is the copy saved on "
                + "2026-11-29 09:03."
        ),
        (
            .fines, LookupFailure(.fines, .timedOut),
            "The ANT's fines grid did not answer in time, so the fines shown are the copy saved "
                + "on 2026-11-29 09:03."
        ),
        (
            .sri, LookupFailure(.sri, .httpStatus(503)),
            "The SRI's service answered with an error (HTTP 503), so the dues shown are the copy "
                + "saved on 2026-11-29 09:03."
        ),
    ])
    func standInNote_saysWhichPartIsASavedCopy_andWhy(
        source: VehicleSource, failure: LookupFailure, expected: String
    ) {
        let note = Messages(language: .english).standInNote(
            .saved(at: Self.fetchedAt, standingInFor: failure), of: source,
            timeZone: Self.guayaquil)

        #expect(note == expected)
    }

    @Test(arguments: VehicleSource.allCases)
    func standInNote_isSpanish_andNamesTheSource(source: VehicleSource) throws {
        let failure = LookupFailure(source, .unreachable)
        let note = try #require(
            Messages(language: .spanish).standInNote(
                .saved(at: Self.fetchedAt, standingInFor: failure), of: source,
                timeZone: Self.guayaquil))

        #expect(note.hasPrefix("No se pudo conectar con "))
        #expect(note.contains(source == .sri ? "SRI" : "ANT"))
        #expect(note.hasSuffix("la copia guardada el 2026-11-29 09:03."))
    }

    @Test(arguments: VehicleSource.allCases)
    func standInNote_isNil_forAPartThatDidNotStandIn(source: VehicleSource) {
        let messages = Messages(language: .english)

        #expect(
            messages.standInNote(.asked(at: Self.fetchedAt), of: source, timeZone: .gmt) == nil)
        #expect(
            messages.standInNote(
                .saved(at: Self.fetchedAt, standingInFor: nil), of: source, timeZone: .gmt) == nil)
    }

    @Test(arguments: [
        (
            Language.english,
            "This is the copy saved on 2026-11-29 14:03; run 'platefinder find PBX1234' to ask "
                + "the portals again."
        ),
        (
            .spanish,
            "Esta es la copia guardada el 2026-11-29 14:03; ejecute 'platefinder find PBX1234' "
                + "para consultar de nuevo a los portales."
        ),
    ])
    func savedCopyNote_suggestsFind_whenTheCopyWasUsedWithoutAsking(
        language: Language, expected: String
    ) {
        let note = Messages(language: language).savedCopyNote(
            fetchedAt: Self.fetchedAt, plate: Plate("PBX1234"), timeZone: .gmt)

        #expect(note == expected)
    }

    // MARK: - Helpers

    private static func deepestParentheses(in text: String) -> Int {
        var depth = 0
        var deepest = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            deepest = max(deepest, depth)
        }
        return deepest
    }
}
