import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file at once: into a new file beside it, then renamed over it, so no
/// reader ever sees half a file and a failure leaves an earlier file as it was.
public enum AtomicFileWriter {
    /// Why the file was not written, in the system's words.
    public struct Failure: Error, Equatable, Sendable {
        /// The system's reason, e.g. `No such file or directory`.
        public let reason: String

        /// A failure for `reason`.
        public init(reason: String) {
            self.reason = reason
        }
    }

    /// Owner read and write only: the file holds what the store holds (plates, notes),
    /// and the store itself is 0600.
    public static let permissions: mode_t = 0o600

    /// Replaces (or creates) the file at `path` with `data`, mode `permissions`. A symbolic
    /// link at `path` is replaced, not followed.
    public static func write(_ data: Data, to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        // mkstemp creates the file 0600, exclusively, under a name no one else holds.
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw failure() }
        let temporary = String(
            decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        do throws(Failure) {
            try writeAll(data, to: descriptor)
            guard fchmod(descriptor, permissions) == 0, fsync(descriptor) == 0 else {
                throw failure()
            }
            isOpen = false
            guard close(descriptor) == 0, rename(temporary, path) == 0 else { throw failure() }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws(Failure) {
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return false }
                let count = systemWrite(descriptor, base + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else { throw failure() }
    }

    /// The failure `errno` names now.
    private static func failure() -> Failure {
        Failure(reason: String(cString: strerror(errno)))
    }
}

/// The system's `write`, which the writer's own `write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
