import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Every store refuses a file that is not a PlateFinder database with a clear error and
/// leaves it exactly as it was; a place where nothing may be written is refused as
/// read-only.
struct SQLiteStoreRefusalTests {
    @Test(
        arguments: [
            Data("x".utf8), Data("tasks\n".utf8),
            Data("plate,date\nPBX1234,2025-06-14\n".utf8), Data(repeating: 0, count: 4096),
            Data("SQLite format 3\0".utf8) + Data(repeating: 0xA5, count: 4080),
        ], StoreUnderTest.all)
    func init_refusesGarbage_leavingItUntouched(bytes: Data, store: StoreUnderTest) async throws {
        try await expectRefusal(.notAPlateFinderDatabase, opening: store) { path in
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
        }
    }

    @Test(arguments: ForeignFile.allCases, StoreUnderTest.all)
    func init_refusesAnotherApplicationsDatabase_leavingItUntouched(
        file: ForeignFile, store: StoreUnderTest
    ) async throws {
        try await expectRefusal(.notAPlateFinderDatabase, opening: store) { path in
            try file.create(at: path)
        }
    }

    @Test(arguments: [CurrentSchema.version + 1, 99], StoreUnderTest.all)
    func init_refusesANewerPlateFinderSchema_leavingItUntouched(
        version: Int, store: StoreUnderTest
    ) async throws {
        try await expectRefusal(
            .newerSchema(found: version, supported: CurrentSchema.version), opening: store
        ) {
            path in
            try await store.writeSample(SQLitePlateFinderDatabase(path: path))
            // Pragmas take no parameters; the version is one of this test's integers.
            try SQLiteConnection(path: path).execute("PRAGMA user_version = \(version)")
        }
    }

    @Test(arguments: StoreUnderTest.all)
    func init_throwsCannotOpen_whenTheFolderIsAFile(store: StoreUnderTest) throws {
        try withTemporaryFolder { directory in
            let file = directory.file("not-a-folder")
            #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))

            #expect(throws: StoreError.cannotOpen(String(cString: strerror(ENOTDIR)))) {
                try store.open(file + "/platefinder.sqlite")
            }
        }
    }

    /// sysfs refuses to create files even for root, so this holds however the tests run.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")),
        arguments: StoreUnderTest.all)
    func init_throwsReadOnly_whereNoFileMayBeCreated(store: StoreUnderTest) {
        #expect(throws: StoreError.readOnly) {
            try store.open("/sys/platefinder-\(UUID().uuidString).sqlite")
        }
    }

    /// Makes a file with `arrange`, then checks that opening `store` on it throws
    /// `expected` and changes nothing: no byte, no sidecar file.
    private func expectRefusal(
        _ expected: StoreError, opening store: StoreUnderTest,
        sourceLocation: SourceLocation = #_sourceLocation,
        arrange: (String) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("platefinder.sqlite")
            try await arrange(path)
            let before = FileSnapshot(of: path)

            #expect(throws: expected, sourceLocation: sourceLocation) {
                try store.open(path)
            }

            #expect(before.bytes != nil, sourceLocation: sourceLocation)
            #expect(before.sidecars == [], sourceLocation: sourceLocation)
            #expect(FileSnapshot(of: path) == before, sourceLocation: sourceLocation)
        }
    }
}
