import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The history use cases over a real SQLite file, with the portal stubbed.
struct SearchCarOverSQLiteStoreTests {
    private static let firstSearch = Date(timeIntervalSince1970: 1_750_000_000)
    private static let secondSearch = Date(timeIntervalSince1970: 1_750_086_400)
    private static let plate = LookupPlate.complete("PBX1234")

    @Test func search_fallsBackToTheCachedCar_whenTheFileIsReopenedAndThePortalFails()
        async throws
    {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let car = CarFactory.make(plate: "PBX1234")
            let loader = CarInfoLoaderStub()
            loader.stub("PBX1234", with: .success(car))
            _ = try await makeSUT(path: path, loader: loader, at: Self.firstSearch)
                .search(Self.plate)
            loader.stub("PBX1234", with: .failure(.serverError(statusCode: 503)))

            let result = try await makeSUT(path: path, loader: loader, at: Self.secondSearch)
                .search(Self.plate)

            #expect(
                result
                    == CarSearchResult(
                        plate: Self.plate, car: car, source: .cache(fetchedAt: Self.firstSearch),
                        portalFailure: .serverError(statusCode: 503)))
            let history = try await SQLiteCarStore(path: path).retrieve()
            let expected = SearchHistoryItem(
                plate: Plate("PBX1234"), searchDate: Self.secondSearch, car: car,
                carFetchedAt: Self.firstSearch, lastFailure: .serverError(statusCode: 503))
            #expect(history == [expected])
        }
    }

    @Test func open_deliversTheCachedCarWithoutARequest_fromAReopenedFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let car = CarFactory.make(plate: "PBX1234")
            try await SQLiteCarStore(path: path)
                .insert(.success(Self.plate.plate, car: car, at: Self.firstSearch))
            let loader = CarInfoLoaderStub()
            let store = try SQLiteCarStore(path: path)
            let search = SearchCar(
                loader: loader, history: store, favorites: store,
                clock: InstantClock { Self.secondSearch })

            let result = try await ManageHistory(history: store, search: search).open(Self.plate)

            #expect(result.source == .cache(fetchedAt: Self.firstSearch))
            #expect(result.car == car)
            #expect(loader.requestedPlates.isEmpty)
        }
    }

    private func makeSUT(
        path: String, loader: CarInfoLoaderStub, at date: Date
    ) throws -> SearchCar {
        let store = try SQLiteCarStore(path: path)
        return SearchCar(
            loader: loader, history: store, favorites: store, clock: InstantClock { date })
    }
}
