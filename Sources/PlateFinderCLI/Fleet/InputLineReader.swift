import Foundation
import PlateFinderApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's or standard input's lines one at a time, in bounded memory: a line
/// longer than `maximumLineBytes` is cut there (the rest is skipped), bytes that are not
/// UTF-8 are replaced, and a line ends at LF, CRLF or a CR alone (old Mac files).
public final class InputLineReader {
    /// The most bytes of a line kept: far more than any plate or CSV row of a fleet.
    public static let maximumLineBytes = 4_096
    private static let chunkSize = 64 * 1_024

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Whether the last line ended at a CR, so an LF right after it belongs to that break.
    private var afterCarriageReturn = false
    private var failure: WriteFailure?

    /// A reader of `descriptor`, which it closes when it goes away if it `owns` it.
    public init(descriptor: Int32, owns: Bool) {
        self.descriptor = descriptor
        ownsDescriptor = owns
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Opens the file at `path`; a folder or a file that cannot be opened is refused with
    /// the system's reason (a `WriteFailure` names any system error, reading too).
    public static func reading(_ path: String) throws(WriteFailure) -> InputLineReader {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteFailure(errorNumber: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = WriteFailure(errorNumber: errno)
            close(descriptor)
            throw failure
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            close(descriptor)
            throw WriteFailure(errorNumber: EISDIR)
        }
        return InputLineReader(descriptor: descriptor, owns: true)
    }

    /// Why reading stopped before the end of the file, if a read failed (`EIO`, …).
    public var readFailure: WriteFailure? { failure }

    /// The next line without its line break; nil at the end of the file. A read error
    /// ends the input as the end of the file would, and `readFailure` says why.
    public func nextLine() -> String? {
        var line: [UInt8] = []
        while true {
            if afterCarriageReturn, start < buffer.count {
                afterCarriageReturn = false
                if buffer[start] == 0x0A { start += 1 }
            }
            if let lineEnd = buffer[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                append(buffer[start..<lineEnd], to: &line)
                afterCarriageReturn = buffer[lineEnd] == 0x0D
                start = lineEnd + 1
                return text(line)
            }
            append(buffer[start...], to: &line)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            guard !atEnd, fill() else {
                atEnd = true
                return line.isEmpty ? nil : text(line)
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8]) {
        let room = Self.maximumLineBytes - line.count
        if room > 0 { line += bytes.prefix(room) }
    }

    /// Reads the next chunk; false at the end of the file or on an error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = WriteFailure(errorNumber: errno) }
            guard count > 0 else { return false }
            buffer = Array(chunk.prefix(count))
            return true
        }
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
