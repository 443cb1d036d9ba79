import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

@Suite struct StorageFailureTests {
    static let commands: [[String]] = [
        ["find", "ABC1234"], ["history"], ["history", "show", "ABC1234"],
        ["history", "remove", "ABC1234"], ["history", "clear", "--yes"], ["favorites"],
        ["favorites", "add", "ABC1234"], ["fines", "ABC1234"],
    ]

    @Test(arguments: commands)
    func command_exitsSix_leavingGarbageFileUntouched(arguments: [String]) async throws {
        let portal = try makeSUT()
        let path = portal.cli.storePath
        try writeFile(at: path, Data("these are my notes, not a database\n".utf8))
        let before = FileSnapshot(of: path)

        let result = try await portal.cli.run(arguments)

        #expect(result.exitCode == 6)
        #expect(
            result.error
                == "platefinder: \(path) is not a PlateFinder database; it was left untouched. "
                + "Use --store to choose another file.\n")
        #expect(result.output.isEmpty)
        #expect(FileSnapshot(of: path) == before)
        #expect(portal.pageRequests.isEmpty)
    }

    @Test func find_exitsSix_leavingAnotherApplicationsDatabaseUntouched() async throws {
        let portal = try makeSUT()
        let path = portal.cli.storePath
        try makeFolder(above: path)
        try StoreFile.makeDatabase(
            at: path,
            sql: """
                PRAGMA application_id = 1234;
                CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
                INSERT INTO notes (body) VALUES ('buy milk');
                """)
        let before = FileSnapshot(of: path)

        let result = try await portal.cli.run("find", "ABC1234")

        #expect(result.exitCode == 6)
        #expect(result.error.contains("is not a PlateFinder database; it was left untouched."))
        #expect(FileSnapshot(of: path) == before)
        #expect(portal.pageRequests.isEmpty)
    }

    @Test func favorites_exitsSix_leavingNewerSchemaUntouched() async throws {
        let cli = try CommandLineHarness()
        let path = cli.storePath
        try makeFolder(above: path)
        let applicationID = SQLiteSchema.plateFinderApplicationID
        try StoreFile.makeDatabase(
            at: path,
            sql: """
                PRAGMA application_id = \(applicationID);
                PRAGMA user_version = 99;
                CREATE TABLE future_things (id INTEGER PRIMARY KEY);
                """)
        let before = FileSnapshot(of: path)

        let result = try await cli.run("favorites", "add", "ABC1234", "--lang", "es")

        #expect(result.exitCode == 6)
        #expect(
            result.error.hasPrefix(
                "platefinder: \(path) fue escrito por un PlateFinder más reciente (esquema 99"))
        #expect(result.error.contains("no se ha modificado"))
        #expect(FileSnapshot(of: path) == before)
    }

    @Test func favorites_exitsSix_whenStorePathIsUnderARegularFile() async throws {
        let cli = try CommandLineHarness()
        let blocker = cli.folder.file("not-a-folder")
        try writeFile(at: blocker, Data("x".utf8))
        let path = blocker + "/platefinder.sqlite"

        let result = try await cli.run("favorites", "add", "ABC1234", "--store", path)

        #expect(result.exitCode == 6)
        #expect(result.error.hasPrefix("platefinder: Could not open the history file \(path) ("))
        #expect(result.error.hasSuffix("); use --store to choose another file.\n"))
        #expect(FileManager.default.contents(atPath: blocker) == Data("x".utf8))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }

    private func makeFolder(above path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
    }

    private func writeFile(at path: String, _ data: Data) throws {
        try makeFolder(above: path)
        try data.write(to: URL(fileURLWithPath: path))
    }
}
