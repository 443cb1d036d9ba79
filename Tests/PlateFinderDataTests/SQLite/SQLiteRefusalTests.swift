import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Files that are not ours are refused and left exactly as they were.
struct SQLiteRefusalTests {
    @Test(arguments: [
        Data("x".utf8), Data("hello, this is a text file\n".utf8),
        Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }),
        Data(repeating: 0, count: 4096), Data("SQLite format 3".utf8),
        Data("SQLite format 3\0".utf8) + Data(repeating: 0xFF, count: 4080),
    ])
    func init_refusesGarbage_leavingItUntouched(bytes: Data) throws {
        try expectRefusal { path in
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
            return .notADatabase(path: path)
        }
    }

    @Test(arguments: ForeignFile.allCases)
    func init_refusesAnotherApplicationsDatabase_leavingItUntouched(file: ForeignFile) throws {
        try expectRefusal { path in
            try file.create(at: path)
            return .foreignDatabase(path: path, applicationID: file.applicationID)
        }
    }

    @Test func init_refusesANewerSchema_leavingItUntouched() throws {
        try expectRefusal { path in
            try SQLiteConnection(path: path, schema: TestSchema.version2)
                .execute("INSERT INTO item (name) VALUES ('from the future')")
            return .schemaTooNew(found: 2, supported: 1)
        }
    }

    @Test func init_refusesAVersionBeyondEveryMigration_leavingItUntouched() throws {
        try expectRefusal { path in
            try SQLiteConnection(path: path, schema: TestSchema.version1)
                .execute("PRAGMA user_version = 99")
            return .schemaTooNew(found: 99, supported: 1)
        }
    }

    /// Makes a file with `arrange`, which returns the error expected, and checks that
    /// opening it as `TestSchema.version1` throws that error and changes nothing.
    private func expectRefusal(
        _ arrange: (String) throws -> SQLiteError,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try withTemporaryFolder { directory in
            let path = directory.file("refused.sqlite")
            let expected = try arrange(path)
            let before = FileSnapshot(of: path)

            #expect(throws: expected, sourceLocation: sourceLocation) {
                try SQLiteConnection(path: path, schema: TestSchema.version1)
            }

            #expect(before.sidecars == [], sourceLocation: sourceLocation)
            #expect(FileSnapshot(of: path) == before, sourceLocation: sourceLocation)
        }
    }
}

/// SQLite files another application could have left at our path.
enum ForeignFile: CaseIterable, Sendable {
    case otherApplicationWithTables
    case unmarkedWithTables
    case otherApplicationEmpty
    case unmarkedWithAVersion
    case otherApplicationInWriteAheadLogMode

    var applicationID: Int32 {
        switch self {
        case .otherApplicationWithTables, .otherApplicationEmpty,
            .otherApplicationInWriteAheadLogMode:
            0x4E4F_5445
        case .unmarkedWithTables, .unmarkedWithAVersion:
            0
        }
    }

    func create(at path: String) throws {
        let connection = try SQLiteConnection(path: path)
        switch self {
        case .otherApplicationWithTables, .unmarkedWithTables:
            try connection.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT)")
            try connection.execute("INSERT INTO note (body) VALUES ('theirs')")
        case .otherApplicationEmpty:
            break
        case .unmarkedWithAVersion:
            try connection.execute("PRAGMA user_version = 3")
        case .otherApplicationInWriteAheadLogMode:
            _ = try connection.query("PRAGMA journal_mode = WAL") { $0.text(at: 0) }
            try connection.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT)")
        }
        try connection.execute("PRAGMA application_id = \(applicationID)")
    }
}
