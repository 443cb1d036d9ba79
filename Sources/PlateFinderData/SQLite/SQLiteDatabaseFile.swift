import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gets a database path ready before SQLite touches it: private permissions for what we
/// create, and a refusal for an existing file that is not SQLite.
public enum SQLiteDatabaseFile {
    /// The mode of every directory created for a database: owner only.
    public static let directoryMode: mode_t = 0o700
    /// The mode of a database file created here; SQLite gives its `-wal` and `-shm` files
    /// the same mode.
    public static let fileMode: mode_t = 0o600

    /// Creates the missing directories above `path` (mode 0700) and the file itself
    /// (mode 0600) if it does not exist; an existing path must be a regular file (its header
    /// is checked by `SQLiteConnection` through SQLite's own handle). An existing empty file
    /// is a database not written yet and gets mode 0600 like a new one; existing
    /// directories and databases keep their modes.
    public static func prepare(at path: String) throws(SQLiteError) {
        try createMissingDirectories(above: path)
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor < 0 else {
            // The umask may have taken bits away; set exactly what we promise.
            fchmod(descriptor, fileMode)
            close(descriptor)
            return
        }
        guard errno == EEXIST else { throw SQLiteError(errno: errno, path: path) }
        let status = try regularFile(at: path)
        if status.st_size == 0 {
            // Best effort: where it fails (a file the person may write but does not own, a
            // read-only disk) opening reports what matters, and the owner could read the
            // file whatever its mode.
            chmod(path, fileMode)
        }
    }

    private static func createMissingDirectories(above path: String) throws(SQLiteError) {
        var missing: [String] = []
        var directory = parent(of: path)
        while !directory.isEmpty, access(directory, F_OK) != 0 {
            missing.append(directory)
            directory = parent(of: directory)
        }
        for directory in missing.reversed() {
            guard mkdir(directory, directoryMode) == 0 else {
                // Another process creating the same directory at the same time is fine.
                guard errno == EEXIST else {
                    throw .cannotCreateDirectory(
                        path: directory, message: String(cString: strerror(errno)))
                }
                continue
            }
            chmod(directory, directoryMode)
        }
    }

    /// Whether a write-ahead log with anything in it lies beside the database at `path`:
    /// changes a reader that ignores the log would miss. One that cannot be looked at
    /// counts as there.
    static func hasWriteAheadLog(at path: String) -> Bool {
        var status = stat()
        guard stat(path + "-wal", &status) == 0 else { return errno != ENOENT }
        return status.st_size > 0
    }

    /// The status of the regular file at `path`; anything else is refused.
    ///
    /// Only `stat`, never `open`: closing any descriptor on a file drops every POSIX lock
    /// this process holds on it, including those of a connection already open, which would
    /// let another process checkpoint the log away under that connection. The header itself
    /// is checked through SQLite's own file handle once the connection is open.
    static func regularFile(at path: String) throws(SQLiteError) -> stat {
        var status = stat()
        guard stat(path, &status) == 0 else { throw SQLiteError(errno: errno, path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotOpen(path: path, message: "not a regular file")
        }
        return status
    }

    private static func parent(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
