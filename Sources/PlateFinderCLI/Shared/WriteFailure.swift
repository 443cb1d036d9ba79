import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why bytes could not be written, as the system said it.
public struct WriteFailure: Error, Equatable, Sendable {
    /// The system's error number, e.g. `ENOSPC`.
    public let errorNumber: Int32

    /// The failure the system reported as `errorNumber`.
    public init(errorNumber: Int32) {
        self.errorNumber = errorNumber
    }

    /// The failure `errno` names now.
    static var current: WriteFailure {
        WriteFailure(errorNumber: errno)
    }

    /// The system's reason, e.g. `No space left on device`.
    public var reason: String {
        String(cString: strerror(errorNumber))
    }
}
