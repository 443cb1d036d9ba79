import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// What a vehicle's place on a screen shows, the same in the terminal and on Apple
/// platforms.
@Suite struct VehicleCardStateTests {
    private typealias Reports = VehicleReports
    private static let english = Messages(language: .english)

    @Test func init_isIdle_beforeALookup() {
        #expect(makeSUT(report: nil) == .idle)
    }

    @Test func init_refusesWithTheValidatorsSentence_forAnIncompletePlate() {
        let sut = makeSUT(
            report: nil, failure: .plate(.invalidPlate(.partiallyValid)), plate: "PBX12")

        #expect(sut == .refused("PBX12 is not a complete plate (incomplete)."))
    }

    @Test func init_isSearching_untilAPartLands() {
        let sut = makeSUT(report: Reports.report(), asking: [.ant, .sri])

        #expect(sut == .searching("Searching PBX1234…"))
    }

    @Test func init_showsTheCard_onceAPartLanded_theOthersStillAsked() {
        let report = Reports.report(ant: Reports.asked(Reports.car))

        let sut = makeSUT(report: report, asking: [.sri], isFavorite: true)

        let expected = VehicleReportCard(
            report: report, isFavorite: true, asking: [.sri], messages: Self.english,
            timeZone: Reports.guayaquil, now: Reports.now)
        #expect(sut == .shown(expected))
    }

    @Test func init_showsTheCard_whenAnInterruptionLeftTheReport() {
        let report = Reports.report(ant: .failed(LookupFailure(.ant, .unreachable)))

        let sut = makeSUT(
            report: report, failure: .interruption(.lookup(LookupFailure(.ant, .unreachable))))

        guard case .shown = sut else {
            Issue.record("expected the card, got \(sut)")
            return
        }
    }

    @Test(arguments: [(true, true), (false, false)])
    func init_advisesTheTimeoutOption_onlyWhereTheFrontEndHasOne(
        offersTimeoutOption: Bool, advises: Bool
    ) {
        let report = Reports.report(ant: .failed(LookupFailure(.ant, .timedOut)))

        let sut = makeSUT(report: report, offersTimeoutOption: offersTimeoutOption)

        guard case .shown(let card) = sut else {
            Issue.record("expected the card, got \(sut)")
            return
        }
        let values = card.sections.flatMap(\.rows).map(\.value)
        #expect(values.contains { $0.contains("did not answer in time; try again later") })
        #expect(values.contains { $0.contains("--timeout") } == advises)
    }

    private func makeSUT(
        report: VehicleReport?, asking: Set<VehicleSource> = [], failure: AppError? = nil,
        plate: String = "PBX1234", isFavorite: Bool? = nil, offersTimeoutOption: Bool = true
    ) -> VehicleCardState {
        VehicleCardState(
            report: report, asking: asking, failure: failure, plate: Plate(plate),
            isFavorite: isFavorite, messages: Self.english, timeZone: Reports.guayaquil,
            now: Reports.now, offersTimeoutOption: offersTimeoutOption)
    }
}
