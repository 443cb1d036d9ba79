import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path an output file is written to leads to, once symbolic links are followed.
enum OutputFileTarget {
    /// Nothing is at `path` (a link may point there): a file is created.
    case missing(path: String)
    /// A regular file is at `path`, with `status`.
    case regularFile(path: String, status: stat)
    /// A directory: nothing can be written to it.
    case directory
    /// Something that is neither (a FIFO, a device, a socket) is at `path`.
    case special(path: String)

    /// As many links as Linux follows before it gives up with `ELOOP`.
    static let maximumLinks = 40

    /// Follows `path` through every symbolic link to what it finally names.
    static func resolve(_ path: String) throws(WriteFailure) -> OutputFileTarget {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT else { throw .current }
                return .missing(path: current)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK: current = try target(ofLink: current)
            case S_IFREG: return .regularFile(path: current, status: status)
            case S_IFDIR: return .directory
            default: return .special(path: current)
            }
        }
        throw WriteFailure(errorNumber: ELOOP)
    }

    /// Where the link at `path` points; a relative target is taken from the link's folder,
    /// as the system takes it.
    private static func target(ofLink path: String) throws(WriteFailure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { throw .current }
        guard count < buffer.count else { throw WriteFailure(errorNumber: ENAMETOOLONG) }
        let target = String(
            decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !target.hasPrefix("/") else { return target }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? target : folder + "/" + target
    }
}
