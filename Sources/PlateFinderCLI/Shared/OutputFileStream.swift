import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file an `--output` option names, written piece by piece as results arrive, by the
/// rules of `OutputFileWriter`: a regular file (or nothing yet) is written beside and put in
/// place whole by `finish()`, so no reader sees half of it and a failure leaves an earlier
/// file as it was; a FIFO or a device is written in place as each piece comes; links are
/// followed; a directory is refused.
///
/// `@unchecked Sendable` is safe: every stored property that changes is read and written
/// only while holding `lock`.
public final class OutputFileStream: @unchecked Sendable {
    private enum Destination {
        /// A file beside `path`, renamed over it by `finish()`.
        case replacing(path: String, temporary: String, attributes: AtomicFileWriter.Attributes)
        /// The FIFO or device itself.
        case inPlace
    }

    private let lock = NSLock()
    private var descriptor: Int32?
    private let destination: Destination

    /// Opens what `path` names for writing; opening a FIFO waits, as a shell's `>` does,
    /// until it has a reader.
    public init(path: String) throws(WriteFailure) {
        switch try OutputFileTarget.resolve(path) {
        case .missing(let file):
            let (descriptor, temporary) = try AtomicFileWriter.makeTemporary(beside: file)
            self.descriptor = descriptor
            destination = .replacing(
                path: file, temporary: temporary,
                attributes: .init(mode: OutputFileWriter.newFileMode, owner: nil))
        case .regularFile(let file, let status):
            let (descriptor, temporary) = try AtomicFileWriter.makeTemporary(beside: file)
            self.descriptor = descriptor
            destination = .replacing(
                path: file, temporary: temporary,
                attributes: OutputFileWriter.attributes(of: status))
        case .directory:
            throw WriteFailure(errorNumber: EISDIR)
        case .special(let node):
            let descriptor = open(node, O_WRONLY | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { throw .current }
            self.descriptor = descriptor
            destination = .inPlace
        }
    }

    /// Opens what `path` names as `init(path:)` does and first writes the `count` bytes
    /// `source` holds from its start, unchanged: the rows a resumed batch keeps.
    public convenience init(
        path: String, startingWith count: Int, bytesOf source: Int32
    ) throws(WriteFailure) {
        try self.init(path: path)
        do throws(WriteFailure) {
            try copy(count, bytesOf: source)
        } catch {
            abandon()
            throw error
        }
    }

    private func copy(_ count: Int, bytesOf source: Int32) throws(WriteFailure) {
        guard let descriptor = lock.withLock({ self.descriptor }) else {
            throw WriteFailure(errorNumber: EBADF)
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
        var offset = 0
        while offset < count {
            let wanted = min(chunk.count, count - offset)
            let read = chunk.withUnsafeMutableBytes {
                pread(source, $0.baseAddress, wanted, off_t(offset))
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw .current }
            // The file got shorter since it was checked: what it held is gone.
            guard read > 0 else { throw WriteFailure(errorNumber: EIO) }
            try FileDescriptorWriter.write(Data(chunk.prefix(read)), to: descriptor)
            offset += read
        }
    }

    deinit {
        abandon()
    }

    /// Writes `text` whole.
    public func write(_ text: String) throws(WriteFailure) {
        lock.lock()
        defer { lock.unlock() }
        guard let descriptor else { throw WriteFailure(errorNumber: EBADF) }
        try FileDescriptorWriter.write(Data(text.utf8), to: descriptor)
    }

    /// Puts what was written in place (a file) or closes the node written in place.
    public func finish() throws(WriteFailure) {
        lock.lock()
        defer { lock.unlock() }
        guard let descriptor else { throw WriteFailure(errorNumber: EBADF) }
        self.descriptor = nil
        switch destination {
        case .replacing(let path, let temporary, let attributes):
            try AtomicFileWriter.commit(
                descriptor, temporary: temporary, to: path, attributes: attributes)
        case .inPlace:
            guard close(descriptor) == 0 else { throw .current }
        }
    }

    /// Gives up: a file being written beside its path is removed, what was there stays.
    public func abandon() {
        lock.withLock {
            guard let descriptor else { return }
            self.descriptor = nil
            close(descriptor)
            if case .replacing(_, let temporary, _) = destination { unlink(temporary) }
        }
    }
}
