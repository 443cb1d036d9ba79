import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The report's fines part: asked after the ANT, whose host it shares, read from the page
/// it just fetched, and never asked again when the page could not be had.
struct LookUpVehicleFinesTests {
    private static let now = StubbedLookup.now
    private static let earlier = now - 86_400

    @Test func call_asksTheFinesAfterTheANT_fromItsPage_whileTheSRIIsAskedBesideThem() async throws
    {
        let pages = ControllableVehiclePageLoader()
        let lookup = StubbedLookup(pageLoader: pages)
        lookup.registrations.stub(
            "ABC1234", with: .success(DuesFactory.registration(plate: "ABC1234")))
        lookup.fines.stub("ABC1234", with: FinesFactory.report())
        let answered = Flag()
        lookup.fines.whenAsked {
            #expect(answered.isSet, "the fines were asked while the ANT was still answering")
        }

        let report = Task { await lookup.sut(.complete("ABC1234")) }
        await pages.waitForRequests(1)
        try await waitUntil { lookup.registrations.requestedPlates == [Plate("ABC1234")] }
        answered.set()
        pages.complete("ABC1234", with: .success(CarFactory.make()))
        let fines = await report.value.fines

        #expect(fines == .answered(FinesFactory.report(), .asked(at: Self.now)))
        #expect(
            lookup.fines.requests
                == [.init(plate: Plate("ABC1234"), statuses: [.pending], fromPage: true)])
    }

    @Test func call_asksTheFineStatusesGiven_andSavesWhatTheyAnswer() async {
        let lookup = StubbedLookup()
        let every = Set(FineStatus.allCases)
        let answer = FinesFactory.report(statuses: every)
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.fines.stub("ABC1234", with: answer)

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options([.ant, .fines], fineStatuses: every))

        #expect(lookup.fines.requests.map(\.statuses) == [every])
        #expect(report.fines.answer?.statuses.count == FineStatus.allCases.count)
        #expect(report.sri == .notAsked)
        #expect(
            await lookup.savedFines.messages
                == [.save(SavedFines(report: answer, fetchedAt: Self.now))])
    }

    @Test(arguments: [
        LookupFailureReason.timedOut, .unreachable, .httpStatus(500),
        .busy(statusCode: 503, retryAfter: .seconds(30)),
        .unexpectedAnswer(.otherPage(excerpt: "Sitio en mantenimiento")),
    ])
    func call_letsTheSavedFinesStandIn_withoutAskingAgain_whenTheANTCouldNotBeAsked(
        reason: LookupFailureReason
    ) async {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [saved])
        lookup.pages.stub("ABC1234", failingWith: reason)
        lookup.registrations.stub("ABC1234", with: .success(nil))

        let report = await lookup.sut(.complete("ABC1234"))

        #expect(lookup.fines.requests.isEmpty)
        #expect(
            report.fines
                == .answered(
                    saved.report,
                    .saved(at: Self.earlier, standingInFor: LookupFailure(.ant, reason))))
        #expect(report.hasAnswer)
        #expect(report.requestCount == 2)
    }

    @Test func call_failsTheFinesAsTheANTFailed_whenNothingIsSaved() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", failingWith: .timedOut)
        lookup.registrations.stub("ABC1234", with: .success(nil))

        let report = await lookup.sut(.complete("ABC1234"))

        #expect(lookup.fines.requests.isEmpty)
        // The failure stays the page's: it names the ANT portal, which did not answer.
        #expect(report.fines == .failed(LookupFailure(.ant, .timedOut)))
        #expect(report.failureWhenUnanswered == LookupFailure(.ant, .timedOut))
    }

    /// The fines grid is declared on the page: a page that could not be read declares
    /// none, and the fines fail with the page's failure, naming the ANT portal. No saved
    /// copy stands in for an answer that was not understood.
    @Test func call_failsTheFinesAsThePageDid_whenTheANTsPageCouldNotBeUnderstood() async {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [saved])
        let unreadable = LookupFailureReason.notUnderstood(.page(.missingLabel("Marca:")))
        lookup.pages.stub("ABC1234", failingWith: unreadable)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))

        #expect(lookup.fines.requests.isEmpty)
        #expect(report.fines == .failed(LookupFailure(.ant, unreadable)))
        #expect(!report.hasAnswer)
    }

    @Test func call_saysTheFinesHaveNoData_withoutARequest_whenTheANTHasNoSuchVehicle() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", with: .success(nil))

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))

        #expect(lookup.fines.requests.isEmpty)
        #expect(report.fines == .noData(.asked(at: Self.now)))
        #expect(report.requestCount == 1)
        #expect(report.failureWhenUnanswered == LookupFailure(.ant, .noData))
    }

    @Test func call_letsTheFinesFetchTheirOwnPage_whenOnlyTheyAreWanted() async {
        let lookup = StubbedLookup()
        lookup.fines.stub("ABC1234", with: FinesFactory.report())

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.fines]))

        #expect(
            lookup.pages.requestedPlates.isEmpty && lookup.registrations.requestedPlates.isEmpty)
        #expect(
            lookup.fines.requests
                == [.init(plate: Plate("ABC1234"), statuses: [.pending], fromPage: false)])
        #expect(report.fines == .answered(FinesFactory.report(), .asked(at: Self.now)))
    }

    @Test func call_saysThePortalHasNoData_whenOnlyTheFinesAreWanted() async {
        let lookup = StubbedLookup()
        lookup.fines.stub("ABC1234", with: .success(nil))

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.fines]))

        #expect(report.ant == .notAsked && report.sri == .notAsked)
        #expect(report.fines == .noData(.asked(at: Self.now)))
        #expect(report.failureWhenUnanswered == LookupFailure(.fines, .noData))
        #expect(await lookup.savedFines.messages.isEmpty)
    }

    @Test(arguments: [
        LookupFailureReason.unreachable, .timedOut, .httpStatus(500),
        .busy(statusCode: 429, retryAfter: nil), .unexpectedAnswer(.status(204)),
    ])
    func call_letsTheSavedFinesStandIn_whenTheGridCannotBeAsked(
        reason: LookupFailureReason
    ) async {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [saved])
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.fines.stub("ABC1234", failingWith: reason)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))

        #expect(
            report.fines
                == .answered(
                    saved.report,
                    .saved(at: Self.earlier, standingInFor: LookupFailure(.fines, reason))))
        #expect(await lookup.savedFines.messages == [.saved(Plate("ABC1234"))])
    }

    /// A copy saved by `fines --all` stands in for a pending-only lookup with its pending
    /// fines alone: what the lookup shows is what it asked for.
    @Test func call_narrowsTheSavedFinesStandingIn_toTheStatusesAsked() async {
        let saved = SavedFines(
            report: FinesFactory.report(statuses: [.pending, .voided]), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [saved])
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.fines.stub("ABC1234", failingWith: .unreachable)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))

        #expect(
            report.fines
                == .answered(
                    FinesFactory.report(statuses: [.pending]),
                    .saved(at: Self.earlier, standingInFor: LookupFailure(.fines, .unreachable))))
    }

    /// A copy of the pending fines alone says nothing of the other statuses: it does not
    /// stand in for a lookup of every status, which fails as the grid did.
    @Test func call_letsNoSavedFinesStandIn_thatLackAStatusAsked() async {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [saved])
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.fines.stub("ABC1234", failingWith: .unreachable)

        let report = await lookup.sut(
            .complete("ABC1234"),
            StubbedLookup.options([.ant, .fines], fineStatuses: Set(FineStatus.allCases)))

        #expect(report.fines == .failed(LookupFailure(.fines, .unreachable)))
    }

    @Test(arguments: [
        LookupFailureReason.notUnderstood(.grid(.missingColumn("Citación"))), .noData,
    ])
    func call_neverLetsTheSavedFinesStandIn_againstThePortalsWord(
        reason: LookupFailureReason
    ) async {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [saved])
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.fines.stub("ABC1234", failingWith: reason)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))

        #expect(report.fines == .failed(LookupFailure(.fines, reason)))
        #expect(await lookup.savedFines.messages.isEmpty)
    }

    @Test func call_asksTheGrid_whenTheSavedFinesDoNotHoldEveryStatusWanted() async {
        let paidOnly = SavedFines(
            report: FinesFactory.report(statuses: [.paid]), fetchedAt: Self.earlier)
        let lookup = StubbedLookup(savedFines: [paidOnly])
        lookup.fines.stub("ABC1234", with: FinesFactory.report())

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options([.fines], freshness: .savedElseAsk))

        #expect(lookup.fines.requests.map(\.statuses) == [[.pending]])
        #expect(report.fines == .answered(FinesFactory.report(), .asked(at: Self.now)))
    }

    @Test func call_keepsTheVehicle_whenTheFinesFail() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.fines.stub("ABC1234", failingWith: .notUnderstood(.grid(.notJSON)))

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))

        #expect(report.ant == .answered(CarFactory.make(), .asked(at: Self.now)))
        #expect(report.fines.failure == LookupFailure(.fines, .notUnderstood(.grid(.notJSON))))
        #expect(report.failureWhenUnanswered == nil)
    }
}

/// A flag one task sets and another reads.
private final class Flag: @unchecked Sendable {
    // Safe to share across tasks: `value` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
