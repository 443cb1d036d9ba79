import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What a report's parts say, derived once: the identity, the pending fines, the expiries
/// and what could not be known.
struct VehicleFactsTests {
    private static let now = StubbedLookup.now
    private static let hourAgo = now - 3_600
    private static let asked = AnswerOrigin.asked(at: now)
    private static let saved = AnswerOrigin.saved(at: hourAgo, standingInFor: nil)

    @Test func identity_isTheANTs_whenItsPageAnswered() {
        let facts = report(
            ant: .answered(CarFactory.make(manufacturer: "KIA"), Self.saved),
            sri: .answered(DuesFactory.registration(plate: "ABC1234"), Self.asked)
        ).facts

        #expect(facts.identity?.make == "KIA")
        #expect(facts.identity?.model == "AA COROLLA 1.6")
        #expect(facts.identity?.year == "2009")
        #expect(facts.identity?.vehicleClass == "AUTOMOVIL")
        #expect(facts.identity?.service == "USO PUBLICO")
        #expect(facts.identity?.basis == FactBasis(source: .ant, origin: Self.saved))
    }

    @Test(arguments: [
        ReportPart<Car>.notAsked, .failed(LookupFailure(.ant, .timedOut)), .noData(asked),
        .notSaved, .cancelled,
    ])
    func identity_isTheSRIs_whenTheANTGaveNoVehicle(ant: ReportPart<Car>) {
        let facts = report(
            ant: ant, sri: .answered(DuesFactory.registration(plate: "ABC1234"), Self.asked)
        ).facts

        #expect(facts.identity?.make == "TOYOTA")
        #expect(facts.identity?.model == "RAV4")
        #expect(facts.identity?.year == "2020")
        #expect(facts.identity?.vehicleClass == "JEEP")
        #expect(facts.identity?.source == .sri)
    }

    @Test func identity_isNone_whenNeitherSourceDescribedTheVehicle() {
        let facts = report(ant: .noData(Self.asked), sri: .noData(Self.asked)).facts

        #expect(facts.identity == nil)
    }

    @Test func identity_leavesOutWhatTheANTLeftEmpty() {
        let facts = report(ant: .answered(CarFactory.make(model: "", service: ""), Self.asked))
            .facts

        #expect(facts.identity?.model == nil && facts.identity?.service == nil)
        #expect(facts.identity?.make == "TOYOTA")
    }

    @Test func pendingFines_areTheGridsList_whenItWasRead() throws {
        let fines = FinesFactory.report()
        let facts = report(
            ant: .answered(CarFactory.make(), Self.asked), fines: .answered(fines, Self.saved)
        )
        .facts

        let list = try #require(fines.pending)
        #expect(
            facts.pendingFines
                == .listed(list, basis: FactBasis(source: .fines, origin: Self.saved)))
        #expect(facts.pendingFines.count == 1)
        #expect(facts.pendingFines.total == Money(cents: 5_170))
    }

    @Test func pendingFines_areUnread_whenTheGridAndThePageDisagree() {
        let fines = FinesFactory.unreadReport(listed: 1, counted: 4)
        let facts = report(
            ant: .answered(CarFactory.make(), Self.asked), fines: .answered(fines, Self.asked)
        )
        .facts

        #expect(
            facts.pendingFines
                == .unread(
                    FineCountMismatch(status: .pending, listed: 1, counted: 4),
                    basis: FactBasis(source: .fines, origin: Self.asked)))
        #expect(facts.pendingFines.count == nil && facts.pendingFines.total == nil)
    }

    @Test(arguments: [
        ReportPart<FinesReport>.notAsked, .failed(LookupFailure(.fines, .timedOut)),
        .answered(FinesFactory.report(statuses: [.paid]), asked),
    ])
    func pendingFines_areThePagesCount_whenTheGridGaveNoPendingList(
        fines: ReportPart<FinesReport>
    ) {
        let facts = report(ant: .answered(CarFactory.make(), Self.saved), fines: fines).facts

        #expect(
            facts.pendingFines == .counted(4, basis: FactBasis(source: .ant, origin: Self.saved)))
        #expect(facts.pendingFines.count == 4 && facts.pendingFines.total == nil)
    }

    @Test func pendingFines_areUnknown_whenNoSourceSays() {
        let withoutCounts = report(ant: .answered(CarFactory.make(fines: nil), Self.asked)).facts
        let withoutVehicle = report(
            sri: .answered(DuesFactory.registration(plate: "ABC1234"), Self.asked)
        )
        .facts

        #expect(withoutCounts.pendingFines == .unknown)
        #expect(withoutVehicle.pendingFines == .unknown)
        #expect(withoutVehicle.pendingFines.count == nil)
    }

    /// The ANT's page says 31-05-2030, the SRI's record 2028-06-27: the ANT's, the
    /// document's issuer, whichever answer was fetched last.
    @Test(arguments: [60.0, -60.0])
    func registrationExpiry_isTheANTs_whicheverAnswerIsNewer(vehicleFetchedLaterBy seconds: Double)
    {
        let facts = report(
            ant: .answered(
                CarFactory.make(), .saved(at: Self.hourAgo + seconds, standingInFor: nil)),
            sri: .answered(
                DuesFactory.registration(plate: "ABC1234"),
                .saved(at: Self.hourAgo, standingInFor: nil))
        ).facts

        #expect(facts.registrationExpiry?.value.isoString == "2030-05-31")
        #expect(facts.registrationExpiry?.basis.source == .ant)
    }

    @Test func registrationExpiry_isTheSRIs_whenThePageGivesNoDay() {
        let facts = report(
            ant: .answered(CarFactory.make(expirationDate: ""), Self.asked),
            sri: .answered(DuesFactory.registration(plate: "ABC1234"), Self.saved)
        ).facts

        #expect(
            facts.registrationExpiry
                == DatedFact(
                    TaskFactory.day(2028, 6, 27), basis: FactBasis(source: .sri, origin: Self.saved)
                ))
    }

    @Test func tintExpiry_isThePages_whenItGivesADay() {
        let tinted = report(
            ant: .answered(CarFactory.make(tintExpirationDate: "15-03-2027"), Self.asked)
        )
        .facts
        let untinted = report(ant: .answered(CarFactory.make(), Self.asked)).facts

        #expect(tinted.tintExpiry?.value == TaskFactory.day(2027, 3, 15))
        #expect(tinted.tintExpiry?.basis == FactBasis(source: .ant, origin: Self.asked))
        #expect(untinted.tintExpiry == nil)
    }

    @Test func unanswered_namesEverySourceWantedThatGaveNoAnswer_inOrder() {
        let facts = report(
            ant: .cancelled, fines: .failed(LookupFailure(.fines, .timedOut)), sri: .notSaved
        ).facts

        #expect(
            facts.unanswered == [
                UnansweredPart(source: .ant, failure: nil),
                UnansweredPart(source: .sri, failure: nil),
                UnansweredPart(source: .fines, failure: LookupFailure(.fines, .timedOut)),
            ])
    }

    /// Every front end that lists what failed reads this one rule: a fines answer with a
    /// status it could not read is not an answer about that status.
    @Test func unanswered_namesTheFines_whenAStatusAskedCouldNotBeRead() {
        let unread = FinesFactory.unreadReport(listed: 0, counted: nil)
        let facts = report(fines: .answered(unread, Self.asked)).facts

        #expect(
            facts.unanswered == [
                UnansweredPart(
                    source: .fines,
                    failure: LookupFailure(
                        .fines,
                        .notUnderstood(
                            .grid(
                                .disagreesWithPage(
                                    FineCountMismatch(status: .pending, listed: 0, counted: nil)
                                )))))
            ])
    }

    @Test func unanswered_isEmpty_whenEverySourceAnsweredOrWasNotWanted() {
        let standIn = AnswerOrigin.saved(
            at: Self.hourAgo, standingInFor: LookupFailure(.ant, .timedOut))
        let facts = report(ant: .answered(CarFactory.make(), standIn), sri: .noData(Self.asked))
            .facts

        #expect(facts.unanswered.isEmpty)
    }

    // MARK: - Helpers

    private func report(
        ant: ReportPart<Car> = .notAsked, fines: ReportPart<FinesReport> = .notAsked,
        sri: ReportPart<SRIRegistration> = .notAsked
    ) -> VehicleReport {
        VehicleReport(
            plate: .complete("ABC1234"), ant: ant, fines: fines, sri: sri,
            today: StubbedLookup.clock.today())
    }
}
