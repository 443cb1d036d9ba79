import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct LoadVehicleReportTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test func call_asksBothSources_andJudgesTheStatusFromTheSRI() async {
        let (sut, car, sri) = makeSUT()
        car.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))
        sri.stub("PCQ5129", with: .success(DuesFactory.registration(lastPaidYear: 2024)))

        let report = await sut(.complete("PCQ5129"))

        #expect((try? report.ant?.get())?.car == CarFactory.make(plate: "PCQ5129"))
        #expect((try? report.sri?.get())?.registration?.record.lastPaidYear == 2024)
        // PCQ5129 registers in October; on 2026-12-01 an unpaid 2025 is late since October 2025.
        #expect(report.registrationStatus == .late(sinceYear: 2025, month: 10))
        #expect(report.failureWhenUnanswered == nil)
    }

    @Test func call_keepsTheSRIsAnswer_whenTheANTFails() async {
        let (sut, car, sri) = makeSUT()
        car.stub("PCQ5129", with: .failure(.timeout))
        sri.stub("PCQ5129", with: .success(DuesFactory.registration()))

        let report = await sut(.complete("PCQ5129"))

        #expect(report.ant == .failure(.lookup(.timeout)))
        #expect(report.hasAnswer)
        #expect(report.failureWhenUnanswered == nil)
    }

    @Test func call_keepsTheANTsAnswer_whenTheSRIFails() async {
        let (sut, car, sri) = makeSUT()
        car.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))
        sri.stub("PCQ5129", with: .failure(.serverError(statusCode: 500)))

        let report = await sut(.complete("PCQ5129"))

        #expect(report.sri == .failure(.lookup(.serverError(statusCode: 500))))
        #expect(report.registrationStatus == .unknown)
        #expect(report.hasAnswer)
    }

    @Test func failureWhenUnanswered_isTheFirstSourcesFailure_orNoData() async {
        let (sut, car, sri) = makeSUT()
        car.stub("PCQ5129", with: .failure(.timeout))
        sri.stub("PCQ5129", with: .failure(.networkError))
        #expect(await sut(.complete("PCQ5129")).failureWhenUnanswered == .lookup(.timeout))

        car.stub("PCQ5129", with: .failure(.noDataFound))
        sri.stub("PCQ5129", with: .success(nil))
        #expect(await sut(.complete("PCQ5129")).failureWhenUnanswered == .lookup(.noDataFound))
        #expect(
            await sut(.complete("PCQ5129"), from: [.sri]).failureWhenUnanswered
                == .lookup(.noDataFound))
    }

    @Test func call_asksOnlyTheSourcesWanted() async {
        let (sut, car, sri) = makeSUT()
        sri.stub("PCQ5129", with: .success(DuesFactory.registration()))

        let report = await sut(.complete("PCQ5129"), from: [.sri])

        #expect(report.ant == nil && report.fines == nil)
        #expect(car.requestedPlates.isEmpty)
        #expect(sri.requestedPlates == [Plate("PCQ5129")])
    }

    // MARK: - Helpers

    private func makeSUT() -> (
        sut: LoadVehicleReport, car: CarInfoLoaderStub, sri: RegistrationLoaderStub
    ) {
        let car = CarInfoLoaderStub()
        let sri = RegistrationLoaderStub()
        let clock = DayClock(
            timeZone: TimeZone(identifier: "America/Guayaquil") ?? .gmt,
            instants: InstantClock { Date(timeIntervalSince1970: 1_796_140_800) })
        let store = InMemoryCarStore()
        let instants = InstantClock { Self.now }
        let sut = LoadVehicleReport(
            searchCar: SearchCar(loader: car, history: store, favorites: store, clock: instants),
            lookUpRegistration: LookUpRegistration(
                loader: sri, store: InMemoryRegistrationStore(), clock: instants),
            lookUpFines: LookUpFines(
                loader: FinesLoaderStub(), store: InMemoryFinesStore(), clock: instants),
            clock: clock)
        return (sut, car, sri)
    }
}
