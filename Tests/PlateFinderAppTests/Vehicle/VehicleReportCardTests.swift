import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The card every front end shows for a report: each part says where it came from, or why
/// it gave nothing, or that it is still being asked.
@Suite struct VehicleReportCardTests {
    private typealias Reports = VehicleReports
    private static let english = Messages(language: .english)

    @Test func card_saysEachPartCameFreshFromItsSource() {
        let card = makeSUT(
            Reports.report(
                ant: Reports.asked(Reports.car), fines: Reports.asked(Reports.fines),
                sri: Reports.asked(Reports.registration)))

        #expect(card.sections.map(\.heading) == [nil, "Registration dues (SRI)"])
        #expect(card.sections.first.map { texts($0.rows) }?.first == "Source: ANT portal, just now")
        #expect(values(card, "Make") == ["TOYOTA"])
        #expect(values(card, "Fines total") == ["2 pending — USD 95.40"])
        #expect(values(card, "Fines source") == ["ANT fines grid, just now"])
        #expect(card.sections.last.map { texts($0.rows) }?.last == "Source: SRI, just now")
        #expect(values(card, "Status") == ["Late since May 2026: a USD 25 fine applies"])
        #expect(values(card, "Deadline") == ["2026-05-31"])
        #expect(values(card, "Total owed") == ["USD 874.16"])
    }

    @Test func card_datesEveryPartSavedAndUsedWithoutAsking() {
        let card = makeSUT(
            Reports.report(
                ant: Reports.saved(Reports.car), fines: Reports.saved(Reports.fines),
                sri: Reports.saved(Reports.registration)))

        #expect(
            values(card, "Source") == Array(repeating: "saved copy from 2026-11-29 18:53", count: 2)
        )
        #expect(values(card, "Fines source") == ["saved copy from 2026-11-29 18:53"])
    }

    @Test func card_saysWhyEachSavedCopyStoodIn() {
        let card = makeSUT(
            Reports.report(
                ant: Reports.saved(Reports.car, standingInFor: LookupFailure(.ant, .unreachable)),
                fines: Reports.saved(
                    Reports.fines, standingInFor: LookupFailure(.fines, .unreachable)),
                sri: Reports.saved(
                    Reports.registration,
                    standingInFor: LookupFailure(.sri, .busy(statusCode: 503, retryAfter: nil)))
            ))

        #expect(
            values(card, "Source") == [
                "saved copy from 2026-11-29 18:53; the ANT portal could not be reached",
                "saved copy from 2026-11-29 18:53; the SRI's service is busy (HTTP 503)",
            ])
        #expect(
            values(card, "Fines source") == [
                "saved copy from 2026-11-29 18:53; the ANT's fines grid could not be reached"
            ])
    }

    @Test func card_showsThePlateTheANTsFailureAndTheSRIsIdentity_whenOnlyTheSRIAnswered() {
        let card = makeSUT(
            Reports.report(
                ant: .failed(LookupFailure(.ant, .timedOut)),
                fines: .failed(LookupFailure(.fines, .timedOut)),
                sri: Reports.asked(Reports.registration)))

        #expect(
            card.sections.first.map { texts($0.rows) } == [
                "Plate: PBX1234", "Format: car", "Province: Pichincha",
                "Registration month: May",
                "Source: The ANT portal did not answer in time; try again later or raise --timeout.",
                "Make: TOYOTA", "Model: RAV4", "Year: 2020",
                "Identified by: SRI",
                "Fines total: could not be read; the ANT's fines grid did not answer in time",
            ])
        #expect(values(card, "Total owed") == ["USD 874.16"])
    }

    @Test func card_saysWhichSourcesAreStillAsked() {
        let card = makeSUT(Reports.report(), asking: [.ant, .fines, .sri])

        #expect(values(card, "Source") == ["asking the ANT portal…", "asking the SRI…"])
        #expect(values(card, "Fines total") == ["reading the fines…"])
        #expect(values(card, "Plate") == ["PBX1234"])
    }

    @Test func card_showsTheSRIsPart_whileTheANTIsStillAsked() {
        let card = makeSUT(
            Reports.report(sri: Reports.asked(Reports.registration)), asking: [.ant, .fines])

        #expect(values(card, "Source") == ["asking the ANT portal…", "SRI, just now"])
        #expect(values(card, "Identified by") == ["SRI"])
    }

    @Test(arguments: [Language.english, .spanish])
    func card_showsBothCounts_whenThePendingFinesCouldNotBeRead(language: Language) throws {
        let messages = Messages(language: language)
        let card = VehicleReportCard(
            report: Reports.report(
                ant: Reports.asked(Reports.car),
                fines: Reports.asked(FinesFactory.unreadReport(plate: "PBX1234", listed: 0))),
            isFavorite: nil, messages: messages, timeZone: Reports.guayaquil, now: Reports.now)

        let total = try #require(
            card.rows.first { $0.label == messages.label(.finesTotal) }?.value)
        #expect(
            total
                == messages.localized(
                    "could not be read: the fines grid lists 0 pending fines, the page counts 2",
                    "no se pudieron leer: la consulta de multas lista 0 multas pendientes, la "
                        + "página cuenta 2"))
        #expect(!total.contains(messages.money(.zero)))
    }

    @Test func card_saysTheSRIHasNoSuchVehicle_andWhenItSaidSo() {
        let card = makeSUT(
            Reports.report(ant: Reports.asked(Reports.car), sri: .noData(.asked(at: Reports.now))))

        #expect(
            card.sections.last.map { texts($0.rows) } == [
                "Status: The SRI has no vehicle with the plate PBX1234.",
                "Source: SRI, just now",
            ])
    }

    @Test func card_saysNothingIsSaved_forPartsOnlySavedAnswersWereWantedFor() {
        let card = makeSUT(Reports.report(ant: .notSaved, fines: .notSaved, sri: .notSaved))

        #expect(values(card, "Source") == ["nothing saved", "nothing saved"])
        #expect(values(card, "Fines total") == ["nothing saved"])
    }

    @Test func card_saysWhatCancellationCutShort() {
        let card = makeSUT(Reports.report(ant: Reports.asked(Reports.car), sri: .cancelled))

        #expect(card.sections.last.map { texts($0.rows) } == ["Source: cut short"])
    }

    @Test func card_showsTheFinesApart_whenTheANTsVehicleWasNotAsked() {
        let card = makeSUT(Reports.report(fines: Reports.asked(Reports.fines)), isFavorite: true)

        #expect(card.sections.map(\.heading) == [nil, "Traffic fines (ANT)"])
        #expect(card.sections.first.map { texts($0.rows) }?.last == "Favourite: yes")
        #expect(
            card.sections.last.map { texts($0.rows) } == [
                "Fines total: 2 pending — USD 95.40",
                "Fines source: ANT fines grid, just now",
            ])
    }

    @Test func card_endsTheVehicleWithTheFavourite_andLeavesOutPartsNotAsked() {
        let card = makeSUT(Reports.report(ant: Reports.asked(Reports.car)), isFavorite: false)

        #expect(card.sections.count == 1)
        #expect(texts(card.rows).last == "Favourite: no")
        #expect(values(card, "Fines total").isEmpty)
    }

    @Test func rows_putEachHeadingOnARowOfItsOwn() {
        let card = makeSUT(Reports.report(sri: .cancelled))

        #expect(texts(card.rows).contains(": Registration dues (SRI)"))
    }

    @Test func alert_namesEachBlocker_thatThePurchaseCheckFinds() {
        let report = Reports.report(
            ant: Reports.asked(Reports.car), fines: Reports.asked(Reports.fines),
            sri: Reports.asked(Reports.registration))

        let card = makeSUT(report)

        #expect(
            card.alert
                == Self.english.blockerAlert(PurchaseCheck(report: report)))
        #expect(card.alert == "Blocked: registration late, fines pending.")
    }

    @Test func alert_isSpanish_whenTheCardIs() {
        let report = Reports.report(sri: Reports.asked(Reports.registration))

        let card = VehicleReportCard(
            report: report, isFavorite: nil, messages: Messages(language: .spanish),
            timeZone: Reports.guayaquil, now: Reports.now)

        #expect(card.alert == "Bloqueado: matrícula atrasada.")
    }

    @Test func alert_isNil_withoutABlocker() {
        #expect(makeSUT(Reports.report(sri: .cancelled)).alert == nil)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ report: VehicleReport, isFavorite: Bool? = nil, asking: Set<VehicleSource> = []
    ) -> VehicleReportCard {
        VehicleReportCard(
            report: report, isFavorite: isFavorite, asking: asking, messages: Self.english,
            timeZone: Reports.guayaquil, now: Reports.now)
    }

    private func values(_ card: VehicleReportCard, _ label: String) -> [String] {
        card.rows.filter { $0.label == label }.map(\.value)
    }

    /// Each row as `label: value`.
    private func texts(_ rows: [CardRow]) -> [String] {
        rows.map { "\($0.label): \($0.value)" }
    }
}
