import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Opening builds the schema where there is none yet and keeps a current file as it is.
struct SQLiteCarStoreMigrationTests {
    private static let item = SearchHistoryItem.success(
        Plate("PBX1234"), car: CarFactory.make(), at: Date(timeIntervalSince1970: 1_750_000_000))

    @Test func init_buildsTheSchema_inAnEmptyFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))

            let sut = try makeSUT(path: path)

            try await sut.insert(Self.item)
            try await sut.insertFavorite(Plate("PBX1234"))
            try expectCurrentSchema(at: path)
        }
    }

    @Test func init_createsDirectoriesAndFile_withOwnerOnlyPermissions() async throws {
        try await withTemporaryFolder { directory in
            let folder = directory.file("data/platefinder")
            let path = folder + "/platefinder.sqlite"

            let sut = try makeSUT(path: path)

            try await sut.insert(Self.item)
            #expect(try permissions(of: directory.file("data")) == 0o700)
            #expect(try permissions(of: folder) == 0o700)
            #expect(try permissions(of: path) == 0o600)
            try expectCurrentSchema(at: path)
        }
    }

    @Test func init_keepsHistoryAndFavourites_ofACurrentFile() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("current.sqlite")
            let first = try makeSUT(path: path)
            try await first.insert(Self.item)
            try await first.insertFavorite(Plate("PBX1234"))

            let second = try makeSUT(path: path)

            let history = try await second.retrieve()
            let favorites = try await second.retrieveFavorites()
            #expect(history == [Self.item])
            #expect(favorites == [Plate("PBX1234")])
            try expectCurrentSchema(at: path)
        }
    }

    private func makeSUT(path: String) throws -> SQLiteCarStore {
        try SQLiteCarStore(path: path)
    }

    private func expectCurrentSchema(
        at path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let connection = try SQLiteConnection(path: path)
        let applicationID = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let journalMode = try connection.query("PRAGMA journal_mode") { $0.text(at: 0) }
        #expect(applicationID == 0x504C_5446, sourceLocation: sourceLocation)
        #expect(version == 3, sourceLocation: sourceLocation)
        #expect(journalMode == ["wal"], sourceLocation: sourceLocation)
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
}
