import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// When a source is asked and when its saved answer is used instead (`FreshnessPolicy`),
/// and the one rule under every policy: a saved answer of any age stands in, labelled,
/// for a source that could not be asked, and never against its word.
struct LookUpVehicleFreshnessTests {
    private static let now = StubbedLookup.now
    private static let hourAgo = now - 3_600
    private static let yearAgo = now - 400 * 86_400

    @Test func alwaysAsk_asksEverySource_withoutReadingWhatIsSaved() async {
        let lookup = savedEverywhere(at: Self.hourAgo)
        stubFreshAnswers(lookup)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options())

        #expect(report.ant.origin == .asked(at: Self.now))
        #expect(report.sri.origin == .asked(at: Self.now))
        #expect(report.fines.origin == .asked(at: Self.now))
        #expect(await lookup.savedRegistrations.messages.allSatisfy(isSave))
        #expect(!(await lookup.vehicles.messages).contains(.savedVehicle(Plate("ABC1234"))))
    }

    @Test(arguments: [FreshnessPolicy.savedElseAsk, .savedOnly])
    func savedPolicies_useEverySavedAnswer_withoutAsking(policy: FreshnessPolicy) async {
        let lookup = savedEverywhere(at: Self.yearAgo)

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options(freshness: policy))

        let saved = AnswerOrigin.saved(at: Self.yearAgo, standingInFor: nil)
        #expect(report.ant == .answered(CarFactory.make(), saved))
        #expect(report.sri == .answered(DuesFactory.registration(plate: "ABC1234"), saved))
        #expect(report.fines == .answered(FinesFactory.report(), saved))
        #expect(
            lookup.pages.requestedPlates.isEmpty && lookup.registrations.requestedPlates.isEmpty)
        #expect(lookup.fines.requests.isEmpty)
        #expect(report.requestCount == 0 && report.savedPartCount == 3)
    }

    @Test func savedElseAsk_asksTheSourcesWithNothingSaved() async {
        let lookup = StubbedLookup()
        stubFreshAnswers(lookup)

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options(freshness: .savedElseAsk))

        #expect(report.ant.origin == .asked(at: Self.now))
        #expect(report.sri.origin == .asked(at: Self.now))
        #expect(report.fines.origin == .asked(at: Self.now))
        #expect(report.requestCount == 3)
    }

    @Test func savedOnly_asksNoSource_andSaysWhatIsNotSaved() async {
        let lookup = StubbedLookup()

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options(freshness: .savedOnly))

        #expect(report.ant == .notSaved && report.sri == .notSaved && report.fines == .notSaved)
        #expect(
            lookup.pages.requestedPlates.isEmpty && lookup.registrations.requestedPlates.isEmpty)
        #expect(lookup.fines.requests.isEmpty)
        #expect(report.facts.unanswered.map(\.source) == [.ant, .sri, .fines])
        #expect(report.facts.unanswered.allSatisfy { $0.failure == nil })
    }

    @Test func savedOnly_givesTheSavedNoData_asTheSourcesWord() async {
        let saved = SavedRegistration(
            plate: Plate("ABC1234"), registration: nil, fetchedAt: Self.hourAgo)
        let lookup = StubbedLookup(savedRegistrations: [saved])

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options([.sri], freshness: .savedOnly))

        #expect(report.sri == .noData(.saved(at: Self.hourAgo, standingInFor: nil)))
    }

    /// A saved answer strictly younger than the age is used; one as old or older is not.
    @Test(arguments: [
        (Duration.seconds(86_400), 3_600.0, false), (.seconds(86_400), 86_400, true),
        (.seconds(3_600), 7_200, true), (.seconds(60), 59, false),
    ])
    func youngerThan_usesTheSavedAnswer_byItsAge(
        maximumAge: Duration, ageInSeconds: Double, asks: Bool
    ) async {
        let fetchedAt = Self.now - ageInSeconds
        let lookup = StubbedLookup(savedRegistrations: [
            SavedRegistration(
                plate: Plate("ABC1234"), registration: DuesFactory.registration(plate: "ABC1234"),
                fetchedAt: fetchedAt)
        ])
        lookup.registrations.stub(
            "ABC1234", with: .success(DuesFactory.registration(plate: "ABC1234")))

        let report = await lookup.sut(
            .complete("ABC1234"),
            StubbedLookup.options([.sri], freshness: .youngerThan(maximumAge)))

        #expect(lookup.registrations.requestedPlates.count == (asks ? 1 : 0))
        #expect(
            report.sri.origin
                == (asks ? .asked(at: Self.now) : .saved(at: fetchedAt, standingInFor: nil)))
    }

    /// `savedElseAsk` and `savedOnly` ask only when nothing is saved, so only the policies
    /// that ask past a saved answer can have one stand in.
    @Test(arguments: [FreshnessPolicy.alwaysAsk, .youngerThan(.seconds(60))])
    func policiesThatAsk_letASavedAnswerOfAnyAgeStandIn_whenTheSourceCannotBeAsked(
        policy: FreshnessPolicy
    ) async {
        for reason in Self.couldNotBeAsked {
            let dues = DuesFactory.registration(plate: "ABC1234")
            let lookup = StubbedLookup(savedRegistrations: [
                SavedRegistration(
                    plate: Plate("ABC1234"), registration: dues, fetchedAt: Self.yearAgo)
            ])
            lookup.registrations.stub("ABC1234", failingWith: reason)

            let report = await lookup.sut(
                .complete("ABC1234"), StubbedLookup.options([.sri], freshness: policy))

            let failure = LookupFailure(.sri, reason)
            #expect(report.sri == .answered(dues, .saved(at: Self.yearAgo, standingInFor: failure)))
            #expect(report.sri.failure == failure)
            #expect(report.requestCount == 1)
        }
    }

    @Test(arguments: [
        LookupFailureReason.noData, .notUnderstood(.dues(.notJSON)),
        .notUnderstood(.dues(.otherPlate("PBX1234"))),
    ])
    func call_neverLetsASavedAnswerStandIn_againstTheSourcesWord(
        reason: LookupFailureReason
    ) async {
        let lookup = StubbedLookup(savedRegistrations: [
            SavedRegistration(
                plate: Plate("ABC1234"), registration: DuesFactory.registration(plate: "ABC1234"),
                fetchedAt: Self.hourAgo)
        ])
        lookup.registrations.stub("ABC1234", failingWith: reason)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.sri]))

        #expect(report.sri == .failed(LookupFailure(.sri, reason)))
        #expect(await lookup.savedRegistrations.messages.isEmpty)
    }

    @Test func call_givesTheSourcesNoData_thoughAnAnswerIsSaved() async {
        let lookup = StubbedLookup(savedRegistrations: [
            SavedRegistration(
                plate: Plate("ABC1234"), registration: DuesFactory.registration(plate: "ABC1234"),
                fetchedAt: Self.hourAgo)
        ])
        lookup.registrations.stub("ABC1234", with: .success(nil))

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.sri]))

        #expect(report.sri == .noData(.asked(at: Self.now)))
        #expect(
            await lookup.savedRegistrations.messages == [
                .save(
                    SavedRegistration(
                        plate: Plate("ABC1234"), registration: nil, fetchedAt: Self.now))
            ])
    }

    @Test func call_deliversTheFailure_whenNothingIsSavedToStandIn() async {
        let lookup = StubbedLookup()
        lookup.registrations.stub("ABC1234", failingWith: .timedOut)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.sri]))

        #expect(report.sri == .failed(LookupFailure(.sri, .timedOut)))
        #expect(await lookup.savedRegistrations.messages == [.saved(Plate("ABC1234"))])
    }

    /// The policy already read what is saved before asking; a host down in a batch costs
    /// no second read per source.
    @Test func youngerThan_readsEachSavedAnswerOnce_whenTheSourcesCannotBeAsked() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", failingWith: .unreachable)
        lookup.registrations.stub("ABC1234", failingWith: .unreachable)

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options(freshness: .youngerThan(.seconds(60))))

        let plate = Plate("ABC1234")
        #expect(report.ant == .failed(LookupFailure(.ant, .unreachable)))
        #expect(report.sri == .failed(LookupFailure(.sri, .unreachable)))
        #expect(report.fines == .failed(LookupFailure(.ant, .unreachable)))
        #expect(await lookup.vehicles.messages.filter { $0 == .savedVehicle(plate) }.count == 1)
        #expect(await lookup.savedRegistrations.messages == [.saved(plate)])
        #expect(await lookup.savedFines.messages == [.saved(plate)])
    }

    @Test func frontEndSettings_askOrReadAsEachCommandPromises() {
        #expect(FreshnessPolicy.find == .alwaysAsk)
        #expect(FreshnessPolicy.historyShow == .savedElseAsk)
        #expect(FreshnessPolicy.due == .savedOnly)
        #expect(FreshnessPolicy.batch(maximumAge: .seconds(60)) == .youngerThan(.seconds(60)))
        #expect(FreshnessPolicy.batch(maximumAge: .zero) == .alwaysAsk)
    }

    // MARK: - Helpers

    private static let couldNotBeAsked: [LookupFailureReason] = [
        .unreachable, .timedOut, .busy(statusCode: 503, retryAfter: .seconds(5)), .httpStatus(502),
        .unexpectedAnswer(.contentType("image/png")),
    ]

    private func savedEverywhere(at fetchedAt: Date) -> StubbedLookup {
        StubbedLookup(
            history: [.success(Plate("ABC1234"), car: CarFactory.make(), at: fetchedAt)],
            savedFines: [SavedFines(report: FinesFactory.report(), fetchedAt: fetchedAt)],
            savedRegistrations: [
                SavedRegistration(
                    plate: Plate("ABC1234"),
                    registration: DuesFactory.registration(plate: "ABC1234"), fetchedAt: fetchedAt)
            ])
    }

    private func stubFreshAnswers(_ lookup: StubbedLookup) {
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.registrations.stub(
            "ABC1234", with: .success(DuesFactory.registration(plate: "ABC1234")))
        lookup.fines.stub("ABC1234", with: FinesFactory.report())
    }

    private func isSave(_ message: InMemoryRegistrationStore.Message) -> Bool {
        if case .save = message { return true }
        return false
    }
}
