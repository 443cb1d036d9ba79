import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole regular file at once: into a new file beside it, then renamed over it, so
/// no reader ever sees half a file and a failure leaves an earlier file as it was.
enum AtomicFileWriter {
    /// Whose file the new one is and who may read it.
    struct Attributes {
        /// The permission bits.
        let mode: mode_t
        /// The owner and group to give the file; nil for the process's own.
        let owner: (user: uid_t, group: gid_t)?
    }

    /// Puts a file holding `data` with `attributes` at `path`, replacing what is there;
    /// `path` names the file itself, never a symbolic link to it.
    static func replace(
        _ path: String, with data: Data, attributes: Attributes
    ) throws(WriteFailure) {
        let (descriptor, temporary) = try makeTemporary(beside: path)
        do throws(WriteFailure) {
            try FileDescriptorWriter.write(data, to: descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        try commit(descriptor, temporary: temporary, to: path, attributes: attributes)
    }

    /// Creates an empty file beside `path`, 0600, under a name no one else holds: its open
    /// descriptor and its path.
    static func makeTemporary(beside path: String) throws(WriteFailure) -> (Int32, String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        // mkstemp creates the file 0600, exclusively, under a name no one else holds.
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw .current }
        let temporary = String(
            decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (descriptor, temporary)
    }

    /// Gives the written file at `temporary` (open as `descriptor`, which this closes)
    /// `attributes` and renames it over `path`; on failure it is removed.
    static func commit(
        _ descriptor: Int32, temporary: String, to path: String, attributes: Attributes
    ) throws(WriteFailure) {
        var isOpen = true
        do throws(WriteFailure) {
            if let owner = attributes.owner {
                // Where allowed (root, or a group the person is in): the replaced file's
                // owner keeps it. Elsewhere the file is simply the person's own.
                _ = fchown(descriptor, owner.user, owner.group)
            }
            guard fchmod(descriptor, attributes.mode) == 0, fsync(descriptor) == 0 else {
                throw .current
            }
            isOpen = false
            guard close(descriptor) == 0, rename(temporary, path) == 0 else { throw .current }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        syncDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// Makes the rename itself survive a power loss. Best effort: the file is already
    /// complete and in place, and some file systems cannot sync a directory.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
