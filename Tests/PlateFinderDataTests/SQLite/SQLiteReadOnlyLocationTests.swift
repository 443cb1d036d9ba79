import Foundation
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Where nothing may be written, opening fails with `readOnly` instead of crashing or
/// failing at the first write. Permission bits do not stop root, so most of these cases
/// only run as an ordinary user.
struct SQLiteReadOnlyLocationTests {
    /// sysfs refuses to create files even for root, so this holds however the tests run.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
    func init_throwsReadOnly_whereNoFileMayBeCreated() throws {
        let path = "/sys/platefinder-\(UUID().uuidString).sqlite"

        #expect(
            throws: SQLiteError.readOnly(path: path, message: String(cString: strerror(EACCES)))
        ) {
            try SQLiteConnection(path: path, schema: TestSchema.version1)
        }
    }

    @Test(.disabled(if: geteuid() == 0, "root writes whatever the permission bits say"))
    func init_throwsReadOnly_inADirectoryWithoutWritePermission() throws {
        try withTemporaryFolder { directory in
            let locked = directory.file("locked")
            try FileManager.default.createDirectory(
                atPath: locked, withIntermediateDirectories: false,
                attributes: [.posixPermissions: 0o500])
            let path = locked + "/db.sqlite"

            #expect(
                throws: SQLiteError.readOnly(path: path, message: String(cString: strerror(EACCES)))
            ) {
                try SQLiteConnection(path: path, schema: TestSchema.version1)
            }
        }
    }

    @Test(.disabled(if: geteuid() == 0, "root writes whatever the permission bits say"))
    func init_throwsReadOnly_forAFileWithoutWritePermission() throws {
        try withTemporaryFolder { directory in
            let path = directory.file("readonly.sqlite")
            _ = try SQLiteConnection(path: path, schema: TestSchema.version1)
            #expect(chmod(path, 0o400) == 0)
            let before = FileSnapshot(of: path)

            #expect {
                try SQLiteConnection(path: path, schema: TestSchema.version1)
            } throws: { error in
                guard case .readOnly(path, _) = error as? SQLiteError else { return false }
                return true
            }
            #expect(FileSnapshot(of: path) == before)
        }
    }

    @Test(
        .disabled(if: geteuid() == 0, "root writes whatever the permission bits say"),
        arguments: [false, true])
    func init_throwsReadOnly_forAFileInADirectoryWithoutWritePermission(
        alreadyOurs: Bool
    )
        throws
    {
        try withTemporaryFolder { directory in
            let locked = directory.file("locked")
            let path = locked + "/store.sqlite"
            try FileManager.default.createDirectory(
                atPath: locked, withIntermediateDirectories: false)
            if alreadyOurs {
                _ = try SQLiteConnection(path: path, schema: TestSchema.version1)
            } else {
                #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            }
            #expect(chmod(locked, 0o500) == 0)

            #expect {
                try SQLiteConnection(path: path, schema: TestSchema.version1)
            } throws: { error in
                guard case .readOnly(path, _) = error as? SQLiteError else { return false }
                return true
            }
        }
    }
}
