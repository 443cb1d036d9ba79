import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Opening a database for reading only. The tests run as root, whom permission bits do
/// not stop, so the read-only location itself is covered by the CLI tests (a read-only
/// bind mount, an unprivileged user); these cover the opening rules and both accesses.
struct SQLiteReadingOnlyTests {
    @Test(arguments: [SQLiteAccess.readOnly, .immutable])
    func connection_readsRowsAndRefusesWrites(access: SQLiteAccess) throws {
        try withTemporaryFolder { directory in
            let path = directory.file("store.sqlite")
            try makeDatabase(at: path, names: ["one", "two"])

            let sut = try SQLiteConnection(path: path, access: access)

            #expect(try names(in: sut) == ["one", "two"])
            #expect(throws: SQLiteError.self) {
                try sut.execute("INSERT INTO item (name) VALUES ('three')")
            }
            #expect {
                try sut.transaction { () throws(SQLiteError) in
                    try sut.execute("DELETE FROM item")
                }
            } throws: { error in
                guard case .readOnly = error as? SQLiteError else { return false }
                return true
            }
        }
    }

    @Test func immutable_opensPathsThatLookLikeURIParts() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("a ?b#c%20d&e=f.sqlite")
            try makeDatabase(at: path, names: ["odd"])

            let sut = try SQLiteConnection(path: path, access: .immutable)

            #expect(try names(in: sut) == ["odd"])
            #expect(try directory.names() == ["a ?b#c%20d&e=f.sqlite"])
        }
    }

    @Test func openForReading_readsADatabaseOfTheSchema() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("store.sqlite")
            try makeDatabase(at: path, names: ["one"])

            let sut = try SQLiteConnection.openForReading(path: path, schema: TestSchema.version1)

            #expect(sut.access == .readOnly)
            #expect(try names(in: sut) == ["one"])
        }
    }

    @Test func openForReading_refusesAsReadOnly_aDatabaseThatWouldNeedMigrating() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("store.sqlite")
            try makeDatabase(at: path, names: ["one"])
            let before = FileSnapshot(of: path)

            #expect {
                try SQLiteConnection.openForReading(path: path, schema: TestSchema.version2)
            } throws: { error in
                guard case .readOnly(path, _) = error as? SQLiteError else { return false }
                return true
            }
            #expect(FileSnapshot(of: path).bytes == before.bytes)
        }
    }

    @Test func openForReading_refusesAsReadOnly_anEmptyFile() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))

            #expect {
                try SQLiteConnection.openForReading(path: path, schema: TestSchema.version1)
            } throws: { error in
                guard case .readOnly(path, _) = error as? SQLiteError else { return false }
                return true
            }
            #expect(FileManager.default.contents(atPath: path) == Data())
        }
    }

    @Test func openForReading_refusesWhatIsNotOurDatabase() throws {
        try withTemporaryFolder { directory in
            let garbage = directory.file("notes.txt")
            let fifo = directory.file("fifo")
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: garbage))
            #expect(mkfifo(fifo, 0o600) == 0)

            #expect(throws: SQLiteError.notADatabase(path: garbage)) {
                try SQLiteConnection.openForReading(path: garbage, schema: TestSchema.version1)
            }
            #expect(throws: SQLiteError.cannotOpen(path: fifo, message: "not a regular file")) {
                try SQLiteConnection.openForReading(path: fifo, schema: TestSchema.version1)
            }
        }
    }

    // MARK: - Helpers

    private func makeDatabase(at path: String, names: [String]) throws {
        let connection = try SQLiteConnection(path: path, schema: TestSchema.version1)
        for name in names {
            try connection.execute("INSERT INTO item (name) VALUES (?)", [.text(name)])
        }
    }

    private func names(in connection: SQLiteConnection) throws -> [String] {
        try connection.query("SELECT name FROM item ORDER BY id") { row in row.text(at: 0) ?? "" }
    }
}
