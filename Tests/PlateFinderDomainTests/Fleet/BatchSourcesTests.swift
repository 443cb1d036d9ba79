import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The ANT's and the SRI's batch sources: what they read, ask and keep.
struct BatchSourcesTests {
    private static let plate = Plate("PBX1234")
    private static let date = Date(timeIntervalSince1970: 1_796_000_000)

    @Test func vehicleSource_keepsTheVehicle_apartFromTheHistory() async throws {
        let store = InMemoryCarStore()
        let sut = VehicleBatchSource(loader: CarInfoLoaderStub(), store: store)
        let car = CarFactory.make(plate: "PBX1234")

        try await sut.save(SourceAnswer(car, fetchedAt: Self.date), for: Self.plate)

        let saved = SavedVehicle(plate: Self.plate, car: car, fetchedAt: Self.date)
        #expect(await store.messages == [.saveVehicle(saved)])
        #expect(
            try await sut.savedAnswer(for: Self.plate) == SourceAnswer(car, fetchedAt: Self.date))
        #expect(await store.storedHistory.isEmpty)
    }

    @Test func vehicleSource_keepsNothing_forNoData() async throws {
        let store = InMemoryCarStore()
        let sut = VehicleBatchSource(loader: CarInfoLoaderStub(), store: store)

        try await sut.save(SourceAnswer(nil, fetchedAt: Self.date), for: Self.plate)

        #expect(await store.messages.isEmpty)
    }

    @Test func vehicleSource_readsThePortalsNoData_asNoAnswer() async throws {
        let loader = CarInfoLoaderStub()
        loader.stub("PBX1234", with: .failure(.noDataFound))
        let sut = VehicleBatchSource(loader: loader, store: InMemoryCarStore())

        #expect(try await sut.fetch(.complete("PBX1234")) == nil)
        #expect(sut.host == .ant)
    }

    @Test func vehicleSource_passesOtherFailuresOn() async {
        let loader = CarInfoLoaderStub()
        loader.stub("PBX1234", with: .failure(.timeout))
        let sut = VehicleBatchSource(loader: loader, store: InMemoryCarStore())

        await #expect(throws: SourceFailure.lookup(.timeout)) {
            try await sut.fetch(.complete("PBX1234"))
        }
    }

    @Test func registrationSource_keepsEveryAnswer_noSuchVehicleIncluded() async throws {
        let store = InMemoryRegistrationStore()
        let sut = RegistrationBatchSource(loader: RegistrationLoaderStub(), store: store)

        try await sut.save(SourceAnswer(nil, fetchedAt: Self.date), for: Self.plate)

        let saved = SavedRegistration(plate: Self.plate, registration: nil, fetchedAt: Self.date)
        #expect(await store.messages == [.save(saved)])
        #expect(
            try await sut.savedAnswer(for: Self.plate) == SourceAnswer(nil, fetchedAt: Self.date))
        #expect(sut.host == .sri)
    }
}
