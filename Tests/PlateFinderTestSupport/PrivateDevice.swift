import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A character device made inside a test's own folder with the numbers of one of the
/// system's, so a test can write to "the null device" or "a full disk" without ever
/// opening the machine's own nodes.
public enum PrivateDevice: Sendable {
    /// Swallows every write, like `/dev/null` (Linux 1, 3).
    case null
    /// Refuses every write with `ENOSPC`, like `/dev/full` (Linux 1, 7).
    case full

    /// Why a node could not be made.
    public struct Failure: Error, Equatable {
        /// The system's error number.
        public let errorNumber: Int32
    }

    /// Whether nodes can be made here: Linux's numbers, and the privilege `mknod` needs.
    public static var isAvailable: Bool {
        #if os(Linux)
        geteuid() == 0
        #else
        false
        #endif
    }

    /// Makes the device at `path` (mode 0666).
    public func make(at path: String) throws {
        guard mknod(path, S_IFCHR | 0o666, number) == 0 else {
            throw Failure(errorNumber: errno)
        }
    }

    /// The `(major, minor)` pair, as `stat` reports it in `st_rdev`.
    public var number: dev_t {
        let (major, minor): (dev_t, dev_t) =
            switch self {
            case .null: (1, 3)
            case .full: (1, 7)
            }
        // glibc's encoding; numbers this small need only its low bits.
        return (major << 8) | minor
    }

    /// Whether the node at `path` is still this character device.
    public func isAt(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFCHR && status.st_rdev == number
    }
}
