import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// A file from before typed failure details keeps every row, its failures read back as the
/// English text they kept, whichever store opens it first; an older PlateFinder then
/// refuses it rather than meet kinds it cannot read.
struct SQLiteCarStoreFailureDetailsMigrationTests {
    @Test(arguments: StoreUnderTest.all)
    func init_upgradesAVersionFourFile_keepingEveryRow(
        openedFirstBy opener: StoreUnderTest
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-details.sqlite")
            try VersionFourDatabase.create(at: path)
            #expect(try SQLiteConnection(path: path).integer("PRAGMA user_version") == 4)

            try opener.open(path)

            let database = try SQLitePlateFinderDatabase(path: path)
            let store = SQLiteCarStore(database: database)
            #expect(try await store.retrieve().rows == VersionFourDatabase.history)
            #expect(try await store.retrieveFavorites().rows == [Plate("PBX1234")])
            #expect(
                try await store.savedVehicle(for: Plate("PBX1234"))
                    == VersionFourDatabase.history[0].savedVehicle)
            #expect(
                try await SQLiteFinesStore(database: database).savedFines(for: Plate("PBX1234"))
                    == VersionFourDatabase.fines)
            let registration = try await SQLiteRegistrationStore(database: database)
                .savedRegistration(for: Plate("PBX1234"))
            #expect(registration?.registration == nil && registration != nil)
            let tasks = try await SQLiteTaskRepository(database: database).fetchAll().rows
            #expect(tasks.map(\.reminder) == [.dues])
            let connection = try SQLiteConnection(path: path)
            #expect(try connection.integer("PRAGMA user_version") == Int64(CurrentSchema.version))
            #expect(try connection.query("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"])
        }
    }

    @Test func upgradedFile_refusedByAnOlderPlateFinder_asANewerSchema() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("upgraded.sqlite")
            try VersionFourDatabase.create(at: path)
            _ = try SQLiteCarStore(path: path)

            #expect(
                throws: SQLiteError.schemaTooNew(found: Int32(CurrentSchema.version), supported: 4)
            ) {
                try VersionFourDatabase.openAsVersionFour(at: path)
            }
        }
    }
}
