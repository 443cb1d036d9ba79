import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file a batch wrote one line at a time, in bounded memory, keeping how each line
/// ends: `batch --resume` checks that every line ends as the header does and that the last
/// one is whole.
final class BatchResumeLineReader {
    /// One line of the file.
    enum Line: Equatable {
        /// The line's bytes without its end; `end` is nil for a last line cut short.
        case line([UInt8], end: BatchResumeDialect.LineEnd?)
        /// A line longer than the reader's bound.
        case tooLong
    }

    private static let chunkSize = 64 * 1_024
    private let descriptor: Int32
    private let maximumLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// How many bytes were read from the file so far.
    private(set) var byteCount = 0

    /// A reader of `descriptor`, which stays its caller's to close, of lines at most
    /// `maximumLineBytes` long without their ends.
    init(descriptor: Int32, maximumLineBytes: Int) {
        self.descriptor = descriptor
        self.maximumLineBytes = maximumLineBytes
    }

    /// The next line; nil at the end of the file.
    func next() throws(WriteFailure) -> Line? {
        var line: [UInt8] = []
        while true {
            if let lineFeed = buffer[start...].firstIndex(of: 0x0A) {
                line += buffer[start..<lineFeed]
                start = lineFeed + 1
                let end: BatchResumeDialect.LineEnd = line.last == 0x0D ? .crlf : .lf
                if end == .crlf { line.removeLast() }
                guard line.count <= maximumLineBytes else { return .tooLong }
                return .line(line, end: end)
            }
            line += buffer[start...]
            // One byte over the bound may still be the CR of a CRLF.
            guard line.count <= maximumLineBytes + 1 else { return .tooLong }
            guard try fill() else { return line.isEmpty ? nil : .line(line, end: nil) }
        }
    }

    /// Reads the next chunk; false at the end of the file.
    private func fill() throws(WriteFailure) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        guard !atEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .current }
            guard count > 0 else {
                atEnd = true
                return false
            }
            buffer = Array(chunk.prefix(count))
            byteCount += count
            return true
        }
    }
}
