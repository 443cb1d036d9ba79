import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Opening a second connection must not drop the locks the first one holds: closing any
/// descriptor of a file releases every POSIX lock the process has on it, and a lost lock
/// lets another process checkpoint the write-ahead log away under a reader.
struct SQLiteLockKeepingTests {
    @Test(.enabled(if: Self.sqlite3 != nil, "needs the sqlite3 shell to act as another process"))
    func secondConnection_keepsTheLocksOfTheFirst() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("shared.sqlite")
            let reader = try SQLiteConnection(path: path, schema: TestSchema.version1)
            try reader.execute("BEGIN")
            _ = try reader.query("SELECT count(*) FROM sqlite_master") { $0.int64(at: 0) }
            #expect(try otherProcessTakesExclusiveLock(on: path) == false)

            let second = try SQLiteConnection(path: path, schema: TestSchema.version1)

            #expect(try otherProcessTakesExclusiveLock(on: path) == false)
            try reader.execute("COMMIT")
            withExtendedLifetime(second) {}
        }
    }

    private static let sqlite3 = [
        "/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether a separate process gets the database file's exclusive lock right away.
    private func otherProcessTakesExclusiveLock(on path: String) throws -> Bool {
        let sqlite3 = try SpawnedProcess(
            URL(fileURLWithPath: try #require(Self.sqlite3)),
            arguments: [path, "PRAGMA locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;"])
        return sqlite3.wait() == .exited(0)
    }
}
