import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A file that is not a PlateFinder database is refused with a clear error and left
/// exactly as it was; a place where nothing may be written is refused as read-only.
struct SQLiteCarStoreRefusalTests {
    @Test(arguments: [
        Data("x".utf8), Data("plate,date\nPBX1234,2025-06-14\n".utf8),
        Data(repeating: 0, count: 4096),
        Data("SQLite format 3\0".utf8) + Data(repeating: 0xA5, count: 4080),
    ])
    func init_refusesGarbage_leavingItUntouched(bytes: Data) async throws {
        try await expectRefusal(.notAPlateFinderDatabase) { path in
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
        }
    }

    @Test(arguments: ForeignFile.allCases)
    func init_refusesAnotherApplicationsDatabase_leavingItUntouched(file: ForeignFile) async throws
    {
        try await expectRefusal(.notAPlateFinderDatabase) { path in
            try file.create(at: path)
        }
    }

    @Test(arguments: [4, 99])
    func init_refusesANewerPlateFinderSchema_leavingItUntouched(version: Int) async throws {
        try await expectRefusal(.newerSchema(found: version, supported: 3)) { path in
            let store = try SQLiteCarStore(path: path)
            try await store.insert(
                .failure(Plate("PBX1234"), error: .timeout, at: Date(timeIntervalSince1970: 0)))
            // Pragmas take no parameters; the version is one of this test's integers.
            try SQLiteConnection(path: path).execute("PRAGMA user_version = \(version)")
        }
    }

    @Test func init_throwsCannotOpen_whenTheFolderIsAFile() async throws {
        try withTemporaryFolder { directory in
            let file = directory.file("not-a-folder")
            #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))

            #expect(throws: StoreError.cannotOpen(String(cString: strerror(ENOTDIR)))) {
                try SQLiteCarStore(path: file + "/platefinder.sqlite")
            }
        }
    }

    /// sysfs refuses to create files even for root, so this holds however the tests run.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
    func init_throwsReadOnly_whereNoFileMayBeCreated() {
        #expect(throws: StoreError.readOnly) {
            try SQLiteCarStore(path: "/sys/platefinder-\(UUID().uuidString).sqlite")
        }
    }

    /// Makes a file with `arrange`, then checks that opening a store on it throws
    /// `expected` and changes nothing: no byte, no sidecar file.
    private func expectRefusal(
        _ expected: StoreError, sourceLocation: SourceLocation = #_sourceLocation,
        arrange: (String) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("platefinder.sqlite")
            try await arrange(path)
            let before = FileSnapshot(of: path)

            #expect(throws: expected, sourceLocation: sourceLocation) {
                try SQLiteCarStore(path: path)
            }

            #expect(before.bytes != nil, sourceLocation: sourceLocation)
            #expect(before.sidecars == [], sourceLocation: sourceLocation)
            #expect(FileSnapshot(of: path) == before, sourceLocation: sourceLocation)
        }
    }
}
