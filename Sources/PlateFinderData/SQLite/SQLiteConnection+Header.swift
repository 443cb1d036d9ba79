import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteConnection {
    private static let header = Array("SQLite format 3\0".utf8)

    /// Refuses a file that is neither empty nor starts with the SQLite header.
    ///
    /// SQLite reads a file shorter than a page as an empty database and would write over
    /// it, so the header is checked before anything else. It is read through the handle
    /// SQLite already holds: opening and closing a descriptor of our own would drop this
    /// process's POSIX locks on the file, those of other open connections included.
    func checkHeader() throws(SQLiteError) {
        // `stat` opens nothing; SQLite's own size call reports a 1-byte file as empty.
        var status = stat()
        guard stat(path, &status) == 0 else { throw SQLiteError(errno: errno, path: path) }
        guard status.st_size > 0 else { return }
        var pointer: UnsafeMutableRawPointer?
        let found = sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &pointer)
        guard found == SQLITE_OK, let file = pointer?.assumingMemoryBound(to: sqlite3_file.self),
            let read = file.pointee.pMethods?.pointee.xRead
        else {
            throw .failure(code: found, message: "the database file handle is unavailable")
        }
        var bytes = [UInt8](repeating: 0, count: Self.header.count)
        let result = bytes.withUnsafeMutableBytes { buffer in
            read(file, buffer.baseAddress, Int32(buffer.count), 0)
        }
        // SQLITE_IOERR_SHORT_READ, a macro Swift does not import: a short read fills the
        // rest with zeros, which never match the header.
        let shortRead = SQLITE_IOERR | (2 << 8)
        guard result == SQLITE_OK || result == shortRead else {
            throw .failure(code: result, message: "the database file header is unreadable")
        }
        guard bytes == Self.header else { throw .notADatabase(path: path) }
    }
}
