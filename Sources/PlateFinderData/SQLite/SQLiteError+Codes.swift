import CSQLite
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteError {
    /// The error for SQLite's (extended) `resultCode` on the database at `path`.
    init(resultCode: Int32, message: String, path: String) {
        switch resultCode & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .busy(message: message)
        case SQLITE_CONSTRAINT:
            self = .constraintViolation(message: message)
        case SQLITE_READONLY:
            self = .readOnly(path: path, message: message)
        case SQLITE_CANTOPEN:
            // SQLite says "unable to open" both for a missing directory and for one it may
            // not write its `-wal` / `-shm` files in; only the second is a read-only location.
            self =
                Self.isUnwritableDirectory(of: path)
                ? .readOnly(path: path, message: message)
                : .cannotOpen(path: path, message: message)
        case SQLITE_NOTADB:
            self = .notADatabase(path: path)
        case SQLITE_CORRUPT:
            self = .corrupt(message: message)
        default:
            self = .failure(code: resultCode, message: message)
        }
    }

    /// The error for a failed file system call on `path` that set `errno` to `code`.
    init(errno code: Int32, path: String) {
        let message = String(cString: strerror(code))
        switch code {
        case EACCES, EPERM, EROFS:
            self = .readOnly(path: path, message: message)
        default:
            self = .cannotOpen(path: path, message: message)
        }
    }

    private static func isUnwritableDirectory(of path: String) -> Bool {
        let parent = (path as NSString).deletingLastPathComponent
        guard access(parent.isEmpty ? "." : parent, W_OK) != 0 else { return false }
        return errno == EACCES || errno == EPERM || errno == EROFS
    }
}
