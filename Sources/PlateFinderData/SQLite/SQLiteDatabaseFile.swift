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

    private static let header = Array("SQLite format 3\0".utf8)

    /// Creates the missing directories above `path` (mode 0700) and the file itself
    /// (mode 0600) if it does not exist; an existing file must be empty or start with the
    /// SQLite header. Existing directories and files keep their modes.
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
        try checkHeader(at: path)
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
                guard errno == EEXIST else { throw SQLiteError(errno: errno, path: directory) }
                continue
            }
            chmod(directory, directoryMode)
        }
    }

    /// SQLite reads a 1-byte file as an empty database and would write over it, and a
    /// garbage file is better refused before SQLite opens it at all.
    private static func checkHeader(at path: String) throws(SQLiteError) {
        // Non-blocking, so a FIFO planted at the path cannot hang the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SQLiteError(errno: errno, path: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SQLiteError(errno: errno, path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotOpen(path: path, message: "not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: header.count)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            guard count >= 0 else {
                guard errno == EINTR else { throw SQLiteError(errno: errno, path: path) }
                continue
            }
            guard count > 0 else { break }
            filled += count
        }
        guard filled == 0 || (filled == header.count && bytes == header) else {
            throw .notADatabase(path: path)
        }
    }

    private static func parent(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
