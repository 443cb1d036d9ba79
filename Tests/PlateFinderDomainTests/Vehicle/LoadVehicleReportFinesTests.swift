import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The report's fines part: asked after the ANT, whose host it shares, and never again when
/// the ANT could not be asked.
struct LoadVehicleReportFinesTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test func call_asksTheFinesAfterTheANT_whileTheSRIIsAskedBesideThem() async throws {
        let car = ControllableCarInfoLoader()
        let sri = RegistrationLoaderStub()
        let fines = FinesLoaderStub()
        let sut = makeReport(car: car, sri: sri, fines: fines)
        sri.stub("ABC1234", with: .success(DuesFactory.registration(plate: "ABC1234")))
        fines.stub("ABC1234", with: .success(FinesFactory.report()))
        let answered = Flag()
        fines.whenAsked {
            #expect(answered.isSet, "the fines were asked while the ANT was still answering")
        }

        let report = Task { await sut(.complete("ABC1234")) }
        await car.waitForRequests(1)
        try await waitUntil { sri.requestedPlates == [Plate("ABC1234")] }
        answered.set()
        car.complete("ABC1234", with: .success(CarFactory.make()))
        let pending = try #require(try await report.value.fines?.get().report.pending)

        #expect(pending.count == 1)
        #expect(fines.requests == [.init(plate: Plate("ABC1234"), statuses: [.pending])])
    }

    @Test func call_asksTheFineStatusesGiven() async throws {
        let (sut, car, _, fines) = makeSUT()
        car.stub("ABC1234", with: .success(CarFactory.make()))
        fines.stub("ABC1234", with: .success(FinesFactory.report(statuses: [.pending, .paid])))

        let report = await sut(
            .complete("ABC1234"), from: [.ant, .fines], fineStatuses: [.pending, .paid])

        #expect(fines.requests.map(\.statuses) == [[.pending, .paid]])
        #expect(report.sri == nil)
        #expect((try? report.fines?.get())?.report.lists.count == 2)
    }

    @Test(arguments: [CarInfoError.timeout, .networkError, .portalUnavailable("maintenance")])
    func call_letsTheSavedFinesStandIn_withoutAskingAgain_whenTheANTCouldNotBeAsked(
        failure: CarInfoError
    ) async throws {
        let saved = SavedFines(report: FinesFactory.report(), fetchedAt: Self.now - 60)
        let (sut, car, sri, fines) = makeSUT(savedFines: [saved])
        car.stub("ABC1234", with: .failure(failure))
        sri.stub("ABC1234", with: .success(nil))

        let report = await sut(.complete("ABC1234"))

        #expect(fines.requests.isEmpty)
        #expect(
            report.fines
                == .success(
                    FinesLookupResult(
                        report: saved.report, source: .cache(fetchedAt: Self.now - 60),
                        serviceFailure: failure)))
        #expect(report.hasAnswer)
    }

    @Test func call_deliversTheANTsFailure_forTheFines_whenNothingIsSaved() async throws {
        let (sut, car, sri, fines) = makeSUT()
        car.stub("ABC1234", with: .failure(.timeout))
        sri.stub("ABC1234", with: .success(nil))

        let report = await sut(.complete("ABC1234"))

        #expect(fines.requests.isEmpty)
        #expect(report.fines == .failure(.lookup(.timeout)))
        #expect(report.failureWhenUnanswered == .lookup(.timeout))
    }

    @Test func call_asksTheFines_whenTheANTAnsweredButCouldNotBeUnderstood() async throws {
        let (sut, car, _, fines) = makeSUT()
        car.stub("ABC1234", with: .failure(.parsingError("a label is missing")))
        fines.stub("ABC1234", with: .success(FinesFactory.report()))

        let report = await sut(.complete("ABC1234"), from: [.ant, .fines])

        #expect(fines.requests.count == 1)
        #expect((try? report.fines?.get())?.report == FinesFactory.report())
        #expect(report.hasAnswer)
        #expect(report.failureWhenUnanswered == nil)
    }

    @Test func call_asksOnlyTheFines_whenOnlyTheyAreWanted() async throws {
        let (sut, car, sri, fines) = makeSUT()
        fines.stub("ABC1234", with: .failure(.noDataFound))

        let report = await sut(.complete("ABC1234"), from: [.fines])

        #expect(car.requestedPlates.isEmpty && sri.requestedPlates.isEmpty)
        #expect(report.ant == nil && report.sri == nil)
        #expect(report.failureWhenUnanswered == .lookup(.noDataFound))
    }

    // MARK: - Helpers

    private func makeSUT(
        savedFines: [SavedFines] = []
    ) -> (
        sut: LoadVehicleReport, car: CarInfoLoaderStub, sri: RegistrationLoaderStub,
        fines: FinesLoaderStub
    ) {
        let car = CarInfoLoaderStub()
        let sri = RegistrationLoaderStub()
        let fines = FinesLoaderStub()
        let sut = makeReport(car: car, sri: sri, fines: fines, savedFines: savedFines)
        return (sut, car, sri, fines)
    }

    private func makeReport(
        car: any CarInfoLoader, sri: RegistrationLoaderStub, fines: FinesLoaderStub,
        savedFines: [SavedFines] = []
    ) -> LoadVehicleReport {
        let clock = InstantClock { Self.now }
        let store = InMemoryCarStore()
        return LoadVehicleReport(
            searchCar: SearchCar(loader: car, history: store, favorites: store, clock: clock),
            lookUpRegistration: LookUpRegistration(
                loader: sri, store: InMemoryRegistrationStore(), clock: clock),
            lookUpFines: LookUpFines(
                loader: fines, store: InMemoryFinesStore(answers: savedFines), clock: clock),
            clock: DayClock(timeZone: .gmt, instants: clock))
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
