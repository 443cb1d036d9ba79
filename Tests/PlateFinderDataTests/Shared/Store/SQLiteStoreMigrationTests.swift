import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Whichever store opens the file builds the schema where there is none yet, keeps a
/// current file as it is, and upgrades an older one in place, losing nothing.
struct SQLiteStoreMigrationTests {
    @Test(arguments: StoreUnderTest.all)
    func init_buildsTheSchema_inAnEmptyFile(store: StoreUnderTest) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))

            try await store.writeSample(SQLitePlateFinderDatabase(path: path))

            #expect(try await StoredContents.read(at: path) == store.sample)
            try expectSoundCurrentFile(at: path)
        }
    }

    @Test(arguments: StoreUnderTest.all)
    func init_createsDirectoriesAndFile_withOwnerOnlyPermissionsAndEveryTable(
        store: StoreUnderTest
    ) async throws {
        try await withTemporaryFolder { directory in
            let folder = directory.file("data/platefinder")
            let path = folder + "/platefinder.sqlite"

            try await store.writeSample(SQLitePlateFinderDatabase(path: path))

            #expect(try permissions(of: directory.file("data")) == 0o700)
            #expect(try permissions(of: folder) == 0o700)
            #expect(try permissions(of: path) == 0o600)
            #expect(try await StoredContents.read(at: path) == store.sample)
            try expectSoundCurrentFile(at: path)
        }
    }

    @Test(arguments: StoreUnderTest.all)
    func init_keepsWhatACurrentFileHolds(store: StoreUnderTest) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("current.sqlite")
            try await store.writeSample(SQLitePlateFinderDatabase(path: path))

            let found = try await StoredContents.read(from: SQLitePlateFinderDatabase(path: path))

            #expect(found == store.sample)
            try expectSoundCurrentFile(at: path)
        }
    }

    @Test(arguments: StoreUnderTest.all)
    func init_upgradesAVersionOneFileInPlace_keepingHistoryAndFavourites(
        store: StoreUnderTest
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-tasks.sqlite")
            try VersionOneDatabase.create(at: path)
            #expect(try SQLiteConnection(path: path).integer("PRAGMA user_version") == 1)
            let before = StoredContents(
                history: VersionOneDatabase.history, favorites: VersionOneDatabase.favorites)

            let sut = try SQLitePlateFinderDatabase(path: path)
            try await store.writeSample(sut)

            #expect(try await StoredContents.read(at: path) == before.adding(store.sample))
            try expectSoundCurrentFile(at: path)
        }
    }

    /// The file is intact, marked as PlateFinder's at the latest version, in write-ahead
    /// logging, and holds every table.
    private func expectSoundCurrentFile(
        at path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let connection = try SQLiteConnection(path: path)
        let check = try connection.query("PRAGMA integrity_check") { $0.text(at: 0) }
        let journalMode = try connection.query("PRAGMA journal_mode") { $0.text(at: 0) }
        let tables = try connection.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        ) { $0.text(at: 0) }
        #expect(
            try connection.integer("PRAGMA application_id") == 0x504C_5446,
            sourceLocation: sourceLocation)
        #expect(
            try connection.integer("PRAGMA user_version") == Int64(CurrentSchema.version),
            sourceLocation: sourceLocation)
        #expect(journalMode == ["wal"], sourceLocation: sourceLocation)
        #expect(check == ["ok"], sourceLocation: sourceLocation)
        #expect(
            tables == CurrentSchema.tables,
            sourceLocation: sourceLocation)
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
}
