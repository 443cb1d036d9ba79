import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// Every word the full-screen app shows exists in both languages.
@Suite struct MessagesAppTests {
    static let kinds: [AlertPrompt.Kind] = [
        .removeHistoryItem(Plate("PBX1234")), .clearHistory, .removeFavorite(Plate("PBX1234")),
    ]
    static let interruptions: [Interruption] = [
        .lookup(LookupFailure(.ant, .unreachable)), .lookup(LookupFailure(.sri, .httpStatus(500))),
        .lookup(LookupFailure(.fines, .busy(statusCode: 503, retryAfter: nil))),
        .lookup(LookupFailure(.ant, .timedOut)),
        .storage(.cannotOpen("denied")), .storage(.notAPlateFinderDatabase),
        .storage(.newerSchema(found: 3, supported: 1)), .storage(.readOnly), .storage(.busy),
        .storage(.failure("disk I/O error")),
    ]
    static let failures: [PlateFailure] = [
        .invalidPlate(.partiallyValid), .noData(.ant), .noData(.sri),
        .notUnderstood(LookupFailure(.ant, .notUnderstood(.page(.missingLabel("Marca:"))))),
    ]
    static let linkErrors: [DeepLinkError] = [
        .malformed, .tooLong, .wrongScheme, .unknownHost, .missingPlate,
        .invalidPlate(.partiallyValid), .invalidTaskID, .unexpectedPath, .unexpectedComponent,
    ]

    @Test(arguments: kinds)
    func prompt_isWorded_andNamesThePlate(kind: AlertPrompt.Kind) {
        for language in Language.allCases {
            let title = makeSUT(language).promptTitle(kind)
            #expect(title.hasSuffix("?"))
            #expect(!makeSUT(language).promptMessage(kind).contains("\n"))
        }
        #expect(makeSUT(.english).promptTitle(kind) != makeSUT(.spanish).promptTitle(kind))
        if case .removeHistoryItem(let plate) = kind {
            #expect(makeSUT(.english).promptTitle(kind).contains(plate.value))
        }
    }

    @Test(arguments: [AlertPrompt.Label.remove, .clearAll, .cancel])
    func promptLabel_differsBetweenLanguages(label: AlertPrompt.Label) {
        #expect(makeSUT(.english).promptLabel(label) != makeSUT(.spanish).promptLabel(label))
    }

    @Test(arguments: interruptions)
    func interruption_isOneSentence_inEachLanguage(interruption: Interruption) {
        let english = makeSUT(.english).sentence(for: interruption, storePath: "/data/pf.sqlite")
        let spanish = makeSUT(.spanish).sentence(for: interruption, storePath: "/data/pf.sqlite")

        #expect(english.hasSuffix("."))
        #expect(!english.contains("\n"))
        #expect(english != spanish)
        if case .storage = interruption { #expect(english.contains("/data/pf.sqlite")) }
    }

    @Test(arguments: failures)
    func inlineFailure_namesThePlate_inEachLanguage(failure: PlateFailure) {
        let english = makeSUT(.english).sentence(for: failure, plate: Plate("PBX12"))
        let spanish = makeSUT(.spanish).sentence(for: failure, plate: Plate("PBX12"))

        #expect(english.contains("PBX12"))
        #expect(english.hasSuffix("."))
        #expect(english != spanish)
    }

    @Test(arguments: linkErrors)
    func linkError_isOneSentence_inEachLanguage(error: DeepLinkError) {
        let english = makeSUT(.english).sentence(forLink: error)

        #expect(english.hasSuffix("."))
        #expect(!english.contains("\n"))
        #expect(english != makeSUT(.spanish).sentence(forLink: error))
    }

    @Test(arguments: KeyAction.allCases)
    func keyAction_hasAShortHintAndADescription(action: KeyAction) {
        for language in Language.allCases {
            #expect((1...12).contains(makeSUT(language).keyHint(action).count))
            #expect(!makeSUT(language).keyDescription(action).isEmpty)
        }
        #expect(
            makeSUT(.english).keyDescription(action) != makeSUT(.spanish).keyDescription(action))
    }

    @Test(arguments: Language.allCases)
    func tabTitles_fitTheSmallestTerminal_evenWithoutNumbers(language: Language) {
        let titles = AppTab.allCases.map(makeSUT(language).tabTitle)
        // The tab bar pads each title by two and puts one column between them; the last
        // title's closing pad may be cut.
        let width = titles.map { DisplayWidth.of($0) + 2 }.reduce(0, +) + titles.count - 2

        #expect(width <= 40)
    }

    @Test(arguments: [
        (AnswerOrigin.asked(at: fetched), "ANT portal, just now", "portal de la ANT, ahora mismo"),
        (
            .saved(at: fetched, standingInFor: nil), "saved copy from 2027-01-15 03:00",
            "copia guardada del 2027-01-15 03:00"
        ),
        (
            .saved(at: fetched, standingInFor: LookupFailure(.ant, .timedOut)),
            "saved copy from 2027-01-15 03:00; the ANT portal did not answer in time",
            "copia guardada del 2027-01-15 03:00; el portal de la ANT no respondió a tiempo"
        ),
    ])
    func origin_saysWhereTheVehicleComesFrom(
        origin: AnswerOrigin, english: String, spanish: String
    ) {
        let zone = TimeZone(secondsFromGMT: -5 * 3600) ?? .gmt
        let now = Self.fetched.addingTimeInterval(30)

        #expect(makeSUT(.english).origin(origin, of: .ant, now: now, timeZone: zone) == english)
        #expect(makeSUT(.spanish).origin(origin, of: .ant, now: now, timeZone: zone) == spanish)
    }

    static let fetched = Date(timeIntervalSince1970: 1_800_000_000)

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
