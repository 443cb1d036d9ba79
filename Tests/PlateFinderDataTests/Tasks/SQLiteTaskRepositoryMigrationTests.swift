import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A file from before tasks gains them in place, losing nothing; a new file starts with
/// every table.
struct SQLiteTaskRepositoryMigrationTests {
    @Test func init_upgradesAVersionOneFileInPlace_keepingHistoryAndFavourites() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-tasks.sqlite")
            try VersionOneDatabase.create(at: path)
            #expect(try SQLiteConnection(path: path).integer("PRAGMA user_version") == 1)
            let task = TaskFactory.make(title: "after the upgrade", plate: Plate("PBX1234"))

            let sut = try makeSUT(path: path)
            try await sut.create(task)

            let store = try SQLiteCarStore(path: path)
            let history = try await store.retrieve()
            let favorites = try await store.retrieveFavorites()
            let tasks = try await sut.fetchAll()
            #expect(history == VersionOneDatabase.history)
            #expect(favorites == VersionOneDatabase.favorites)
            #expect(tasks == [task])
            try expectSoundCurrentFile(at: path)
        }
    }

    @Test func carStore_upgradesAVersionOneFile_forTheTaskRepository() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-tasks.sqlite")
            try VersionOneDatabase.create(at: path)
            let store = try SQLiteCarStore(path: path)
            try await store.insertFavorite(Plate("GBC4567"))

            let sut = try makeSUT(path: path)
            let tasks = try await sut.fetchAll()

            let favorites = try await store.retrieveFavorites()
            #expect(tasks.isEmpty)
            #expect(favorites == [Plate("GBC4567")] + VersionOneDatabase.favorites)
            try expectSoundCurrentFile(at: path)
        }
    }

    @Test func init_buildsEveryTable_inANewFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("new/platefinder.sqlite")
            let task = TaskFactory.make()

            try await makeSUT(path: path).create(task)

            let history = try await SQLiteCarStore(path: path).retrieve()
            #expect(history.isEmpty)
            try expectSoundCurrentFile(at: path)
        }
    }

    private func makeSUT(path: String) throws -> SQLiteTaskRepository {
        try SQLiteTaskRepository(path: path)
    }

    private func expectSoundCurrentFile(
        at path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let connection = try SQLiteConnection(path: path)
        let check = try connection.query("PRAGMA integrity_check") { $0.text(at: 0) }
        let tables = try connection.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        ) { $0.text(at: 0) }
        #expect(try connection.integer("PRAGMA user_version") == 3, sourceLocation: sourceLocation)
        #expect(
            try connection.integer("PRAGMA application_id") == 0x504C_5446,
            sourceLocation: sourceLocation)
        #expect(check == ["ok"], sourceLocation: sourceLocation)
        #expect(
            tables == ["favorite", "saved_vehicle", "search_history", "tasks"],
            sourceLocation: sourceLocation)
    }
}
