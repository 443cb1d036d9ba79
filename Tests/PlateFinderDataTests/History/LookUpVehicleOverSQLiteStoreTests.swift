import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A person's lookup over a real SQLite file, with the portal stubbed.
struct LookUpVehicleOverSQLiteStoreTests {
    private static let firstSearch = Date(timeIntervalSince1970: 1_750_000_000)
    private static let secondSearch = Date(timeIntervalSince1970: 1_750_086_400)
    private static let plate = LookupPlate.complete("PBX1234")
    private static let ant = LookupOptions(sources: [.ant])

    /// The busy portal's wait is not kept: it is over by the time the history is read.
    @Test func search_fallsBackToTheCachedCar_whenTheFileIsReopenedAndThePortalFails()
        async throws
    {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let car = CarFactory.make(plate: "PBX1234")
            let pages = VehiclePageLoaderStub()
            pages.stub("PBX1234", with: car)
            _ = try await makeSUT(path: path, pages: pages, at: Self.firstSearch)(
                Self.plate, Self.ant)
            let busy = LookupFailureReason.busy(statusCode: 503, retryAfter: .seconds(30))
            pages.stub("PBX1234", failingWith: busy)

            let report = try await makeSUT(path: path, pages: pages, at: Self.secondSearch)(
                Self.plate, Self.ant)

            #expect(
                report.ant
                    == .answered(
                        car,
                        .saved(at: Self.firstSearch, standingInFor: LookupFailure(.ant, busy))))
            #expect(report.storeFailures.isEmpty)
            let history = try await SQLiteCarStore(path: path).retrieve().rows
            let expected = SearchHistoryItem(
                plate: Plate("PBX1234"), searchDate: Self.secondSearch, car: car,
                carFetchedAt: Self.firstSearch,
                lastFailure: .busy(statusCode: 503, retryAfter: nil))
            #expect(history == [expected])
        }
    }

    @Test func open_deliversTheCachedCarWithoutARequest_fromAReopenedFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let car = CarFactory.make(plate: "PBX1234")
            try await SQLiteCarStore(path: path)
                .insert(.success(Self.plate.plate, car: car, at: Self.firstSearch))
            let pages = VehiclePageLoaderStub()

            let report = try await makeSUT(path: path, pages: pages, at: Self.secondSearch)(
                Self.plate, LookupOptions(sources: [.ant], freshness: .openedVehicle))

            #expect(report.ant == .answered(car, .saved(at: Self.firstSearch, standingInFor: nil)))
            #expect(pages.requestedPlates.isEmpty)
        }
    }

    @Test func search_recordsTheFailuresDetail_readBackFromTheFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let pages = VehiclePageLoaderStub()
            let unreadable = LookupFailureReason.notUnderstood(.page(.otherPlate("PBX1235")))
            pages.stub("PBX1234", failingWith: unreadable)

            _ = try await makeSUT(path: path, pages: pages, at: Self.firstSearch)(
                Self.plate, Self.ant)

            let history = try await SQLiteCarStore(path: path).retrieve().rows
            #expect(
                history == [.failure(Plate("PBX1234"), reason: unreadable, at: Self.firstSearch)])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        path: String, pages: VehiclePageLoaderStub, at date: Date
    ) throws -> LookUpVehicle {
        let database = try SQLitePlateFinderDatabase(path: path)
        return LookUpVehicle(
            pages: pages, fines: FinesLoaderStub(), registrations: RegistrationLoaderStub(),
            vehicles: SQLiteCarStore(database: database),
            savedFines: SQLiteFinesStore(database: database),
            savedRegistrations: SQLiteRegistrationStore(database: database),
            clock: DayClock(timeZone: .gmt, instants: InstantClock { date }))
    }
}
