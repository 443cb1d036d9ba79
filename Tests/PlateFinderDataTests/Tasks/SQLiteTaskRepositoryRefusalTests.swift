import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A file this version must not open is refused and left exactly as it was.
struct SQLiteTaskRepositoryRefusalTests {
    @Test func init_refusesAVersionFourFile_leavingItUntouched() async throws {
        try await expectRefusal(.newerSchema(found: 4, supported: 3)) { path in
            try await SQLiteTaskRepository(path: path).create(TaskFactory.make())
            // Pragmas take no parameters; the version is this test's constant.
            try SQLiteConnection(path: path).execute("PRAGMA user_version = 4")
        }
    }

    @Test func init_refusesAFileThatIsNotSQLite_leavingItUntouched() async throws {
        try await expectRefusal(.notAPlateFinderDatabase) { path in
            #expect(FileManager.default.createFile(atPath: path, contents: Data("tasks\n".utf8)))
        }
    }

    /// Makes a file with `arrange`, then checks that opening a repository on it throws
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
                try SQLiteTaskRepository(path: path)
            }

            #expect(before.bytes != nil, sourceLocation: sourceLocation)
            #expect(before.sidecars == [], sourceLocation: sourceLocation)
            #expect(FileSnapshot(of: path) == before, sourceLocation: sourceLocation)
        }
    }
}
