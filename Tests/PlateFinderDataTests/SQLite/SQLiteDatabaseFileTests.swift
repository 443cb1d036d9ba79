import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

struct SQLiteDatabaseFileTests {
    @Test func init_createsMissingDirectoriesOwnerOnly_andTheFileAndItsLogsReadableByOwnerOnly()
        throws
    {
        try withTemporaryFolder { directory in
            let modeBefore = try mode(of: directory.path)
            let path = directory.file("data/platefinder/store.sqlite")

            let connection = try SQLiteConnection(path: path, schema: TestSchema.version1)

            #expect(try mode(of: directory.file("data")) == 0o700)
            #expect(try mode(of: directory.file("data/platefinder")) == 0o700)
            #expect(try mode(of: path) == 0o600)
            #expect(try mode(of: path + "-wal") == 0o600)
            #expect(try mode(of: path + "-shm") == 0o600)
            #expect(try mode(of: directory.path) == modeBefore)
            withExtendedLifetime(connection) {}
        }
    }

    @Test func init_givesAnEmptyExistingFileTheModeOfANewDatabase() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("empty.sqlite")
            #expect(
                FileManager.default.createFile(
                    atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644]))

            _ = try SQLiteConnection(path: path, schema: TestSchema.version1)

            #expect(try mode(of: path) == 0o600)
        }
    }

    @Test func init_keepsTheModeOfAnExistingDatabase() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("shared.sqlite")
            _ = try SQLiteConnection(path: path, schema: TestSchema.version1)
            #expect(chmod(path, 0o640) == 0)

            _ = try SQLiteConnection(path: path, schema: TestSchema.version1)

            #expect(try mode(of: path) == 0o640)
        }
    }

    @Test func init_throwsCannotOpen_whenTheDirectoryIsARegularFile() throws {
        try withTemporaryFolder { directory in
            let file = directory.file("file")
            #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
            let notADirectory = String(cString: strerror(ENOTDIR))

            #expect(
                throws: SQLiteError.cannotOpen(path: file + "/db.sqlite", message: notADirectory)
            ) {
                try SQLiteConnection(path: file + "/db.sqlite", schema: TestSchema.version1)
            }
            #expect(
                throws: SQLiteError.cannotCreateDirectory(
                    path: file + "/sub", message: notADirectory)
            ) {
                try SQLiteConnection(path: file + "/sub/db.sqlite", schema: TestSchema.version1)
            }
        }
    }

    @Test func init_throwsCannotOpen_whenThePathIsNotARegularFile() throws {
        try withTemporaryFolder { directory in
            let fifo = directory.file("fifo")
            #expect(mkfifo(fifo, 0o600) == 0)

            #expect(throws: SQLiteError.cannotOpen(path: fifo, message: "not a regular file")) {
                try SQLiteConnection(path: fifo, schema: TestSchema.version1)
            }
            #expect(
                throws: SQLiteError.cannotOpen(path: directory.path, message: "not a regular file")
            ) {
                try SQLiteConnection(path: directory.path, schema: TestSchema.version1)
            }
        }
    }

    private func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }
}
