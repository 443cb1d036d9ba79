import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A file from before saved vehicles keeps every search, vehicle, favourite and task, with
/// each vehicle now saved apart from the history, whichever store opens it first.
struct SQLiteCarStoreSavedVehicleMigrationTests {
    @Test(arguments: StoreUnderTest.all)
    func init_movesEveryVehicleApart_keepingSearchesFavouritesAndTasks(
        openedFirstBy opener: StoreUnderTest
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-saved.sqlite")
            try VersionTwoDatabase.create(at: path)
            #expect(try SQLiteConnection(path: path).integer("PRAGMA user_version") == 2)

            try opener.open(path)

            let sut = try SQLiteCarStore(path: path)

            #expect(try await sut.retrieve().rows == VersionTwoDatabase.history)
            #expect(
                try await sut.retrieveFavorites().rows
                    == [VersionTwoDatabase.evictedFavorite] + VersionOneDatabase.favorites)
            #expect(
                try await sut.savedVehicle(for: Plate("PBX1234"))
                    == VersionTwoDatabase.history[0].savedVehicle)
            #expect(try await sut.savedVehicle(for: Plate("PBX0001")) == nil)
            let tasks = try await SQLiteTaskRepository(path: path).fetchAll().rows
            #expect(tasks.map(\.title.value) == ["Renew SOAT"])
            let connection = try SQLiteConnection(path: path)
            #expect(
                try connection.integer("PRAGMA user_version") == Int64(CurrentSchema.version))
            #expect(try connection.query("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"])
            let columns = try connection.query(
                "SELECT name FROM pragma_table_info('search_history')"
            ) {
                $0.text(at: 0)
            }
            #expect(!columns.contains("car_plate"))
        }
    }

    @Test func upgradedFile_keepsAFavouritesVehicle_pastTheCap() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-saved.sqlite")
            try VersionTwoDatabase.create(at: path)
            let sut = try SQLiteCarStore(path: path)

            for index in 0..<(SearchHistoryPolicy.maximumItems + 3) {
                try await sut.insert(
                    .failure(
                        Plate(String(format: "ABC%04d", index)), reason: .noData,
                        at: Date(timeIntervalSince1970: 1_760_000_000 + Double(index))))
            }

            let history = try await sut.retrieve().rows
            #expect(!history.contains { $0.plate == Plate("PBX1234") })
            #expect(
                try await sut.savedVehicle(for: Plate("PBX1234"))?.car
                    == CarFactory.make(plate: "PBX1234"))
        }
    }

    @Test(arguments: StoreUnderTest.all)
    func upgradedFile_refusedByAnOlderPlateFinder_asANewerSchema(
        openedFirstBy opener: StoreUnderTest
    ) throws {
        try withTemporaryFolder { directory in
            let path = directory.file("upgraded.sqlite")
            try VersionTwoDatabase.create(at: path)
            try opener.open(path)

            #expect(
                throws: SQLiteError.schemaTooNew(found: Int32(CurrentSchema.version), supported: 2)
            ) {
                try VersionTwoDatabase.openAsVersionTwo(at: path)
            }
        }
    }
}
