import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the file an `--output` option names, the safest way what is at that path allows.
///
/// - Nothing there, or a regular file: a new file is written beside it and renamed over it
///   (see `AtomicFileWriter`). It keeps the replaced file's permissions (and, where the
///   system allows, its owner); a new file is 0600.
/// - A symbolic link: followed, through a chain of them too; what it points to is written by
///   these rules and the link stays. A link to nothing creates the file it points to, as a
///   shell's `>` does.
/// - A FIFO, a character device or anything else: opened and written in place, never
///   renamed over, so a pipe, a terminal or a device stays what it was.
/// - A directory: refused with `EISDIR`.
public enum OutputFileWriter {
    /// Owner read and write only: the file holds what the store holds (plates, notes),
    /// and the store itself is 0600.
    public static let newFileMode: mode_t = 0o600

    /// Writes `data` to what `path` names, by the rules above.
    public static func write(_ data: Data, to path: String) throws(WriteFailure) {
        switch try OutputFileTarget.resolve(path) {
        case .missing(let file):
            try AtomicFileWriter.replace(
                file, with: data, attributes: .init(mode: newFileMode, owner: nil))
        case .regularFile(let file, let status):
            try AtomicFileWriter.replace(file, with: data, attributes: attributes(of: status))
        case .directory:
            throw WriteFailure(errorNumber: EISDIR)
        case .special(let node):
            try writeInPlace(data, to: node)
        }
    }

    /// Opening waits, as a shell's `>` does, until a FIFO has a reader.
    private static func writeInPlace(_ data: Data, to path: String) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = WriteFailure.current
            close(descriptor)
            throw failure
        }
        // Replaced by a regular file since it was looked at: that one is replaced whole.
        guard status.st_mode & S_IFMT != S_IFREG else {
            close(descriptor)
            try AtomicFileWriter.replace(path, with: data, attributes: attributes(of: status))
            return
        }
        do throws(WriteFailure) {
            try FileDescriptorWriter.write(data, to: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw .current }
    }

    /// The permissions and owner of a file being replaced. Set-id and sticky bits are not
    /// carried over: they mean nothing on a data file and could only grant more than asked.
    static func attributes(of status: stat) -> AtomicFileWriter.Attributes {
        let isOwn = status.st_uid == geteuid() && status.st_gid == getegid()
        return .init(
            mode: status.st_mode & 0o777, owner: isOwn ? nil : (status.st_uid, status.st_gid))
    }
}
