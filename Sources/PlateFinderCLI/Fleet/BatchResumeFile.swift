import Foundation
import PlateFinderApp
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file `batch --resume -o FILE` continues, read as a batch wrote it: its dialect from its
/// header (or its first JSON line), then one row at a time, each checked to be whole and
/// written like the header, so a file of any length is read in bounded memory.
final class BatchResumeFile {
    /// The path FILE was named by.
    let path: String
    /// How FILE is written.
    let dialect: BatchResumeDialect
    /// The open file, read by `reader`, then copied from into the file that replaces it.
    let descriptor: Int32
    private let reader: BatchResumeLineReader
    /// How many bytes of FILE were read, each line of them checked once every row was.
    var byteCount: Int { reader.byteCount }
    private var lineNumber = 1
    /// How the first amount among FILE's rows separates its cents, once one was read.
    private(set) var decimalsSeen: CSVOutputDialect.DecimalSeparator?
    /// A JSON Lines file's first line: read to learn the dialect, and its first row.
    private var firstRow: [UInt8]?

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How long a JSON line may be: it carries the whole report and every finding, which a
    /// CSV record's bound (`InputLineReader.maximumLineBytes`, so that a CSV a batch wrote
    /// reads back as input) would not hold, and memory stays bounded all the same.
    static let maximumJSONLineBytes = 64 * 1_024

    private init(
        path: String, descriptor: Int32, reader: BatchResumeLineReader,
        dialect: BatchResumeDialect, firstRow: [UInt8]?
    ) {
        self.path = path
        self.descriptor = descriptor
        self.reader = reader
        self.dialect = dialect
        self.firstRow = firstRow
    }

    /// The dialect FILE's first line tells, and that line when it is already a row (JSON
    /// Lines have no header).
    private static func readDialect(
        _ reader: BatchResumeLineReader, path: String
    ) throws(BatchResumeError) -> (BatchResumeDialect, firstRow: [UInt8]?) {
        guard case .line(var bytes, let end) = try read(reader, path: path, line: 1) else {
            throw .unreadableRow(path: path, line: 1)
        }
        let hasMark = bytes.starts(with: byteOrderMark)
        if hasMark { bytes.removeFirst(byteOrderMark.count) }
        guard let end else { throw .incompleteLastLine(path: path, line: 1) }
        if bytes.first == UInt8(ascii: "{") {
            let dialect = BatchResumeDialect(
                format: .jsonl, delimiter: .comma, byteOrderMark: hasMark, lineEnd: end)
            return (dialect, bytes)
        }
        guard bytes.count <= InputLineReader.maximumLineBytes else {
            throw .unreadableRow(path: path, line: 1)
        }
        let header = String(decoding: bytes, as: UTF8.self)
        if isTableHeader(header) { throw .table(path: path) }
        let delimiter = CSVDelimiter.detected(in: header)
        guard let columns = CSVRecord.fields(of: header, separatedBy: delimiter.character) else {
            throw .unreadableRow(path: path, line: 1)
        }
        if columns != BatchCSV.columns {
            let expected = BatchCSV.columns
            let position =
                columns.indices.first {
                    !expected.indices.contains($0) || columns[$0] != expected[$0]
                } ?? columns.count
            throw .columnDiffers(
                path: path, position: position + 1,
                found: columns.indices.contains(position) ? columns[position] : nil,
                expected: expected.indices.contains(position) ? expected[position] : nil)
        }
        let dialect = BatchResumeDialect(
            format: .csv, delimiter: delimiter, byteOrderMark: hasMark, lineEnd: end)
        return (dialect, nil)
    }

    deinit {
        close(descriptor)
    }

    /// FILE opened and its dialect read; nil when nothing is at `path` or the file is
    /// empty, so the batch is an ordinary one. Links are followed, as `--output` follows
    /// them.
    static func reading(_ path: String) throws(BatchResumeError) -> BatchResumeFile? {
        let target: OutputFileTarget
        do {
            target = try OutputFileTarget.resolve(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let file: String
        switch target {
        case .missing: return nil
        case .directory: throw .notAFile(path: path, node: .directory)
        case .special(let node): throw .notAFile(path: path, node: kind(node))
        case .regularFile(let regular, _): file = regular
        }
        // Never waits: a FIFO put there since it was looked at is refused below.
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: WriteFailure.current.reason)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = WriteFailure.current
            close(descriptor)
            throw .unreadable(path: path, reason: failure.reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notAFile(path: path, node: kind(of: status))
        }
        guard status.st_size > 0 else {
            close(descriptor)
            return nil
        }
        let reader = BatchResumeLineReader(
            descriptor: descriptor, maximumLineBytes: maximumJSONLineBytes)
        do {
            let (dialect, firstRow) = try readDialect(reader, path: path)
            return BatchResumeFile(
                path: path, descriptor: descriptor, reader: reader, dialect: dialect,
                firstRow: firstRow)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The plate field of FILE's next row and its line number; nil after the last row.
    func nextPlate() throws(BatchResumeError) -> (line: Int, plate: String)? {
        if let firstRow {
            self.firstRow = nil
            return (1, try plate(ofRow: firstRow, line: 1))
        }
        lineNumber += 1
        guard let line = try Self.read(reader, path: path, line: lineNumber) else { return nil }
        guard case .line(let bytes, let end) = line else {
            throw .unreadableRow(path: path, line: lineNumber)
        }
        guard let end else { throw .incompleteLastLine(path: path, line: lineNumber) }
        guard end == dialect.lineEnd else { throw .unreadableRow(path: path, line: lineNumber) }
        return (lineNumber, try plate(ofRow: bytes, line: lineNumber))
    }

    private func plate(ofRow bytes: [UInt8], line: Int) throws(BatchResumeError) -> String {
        switch dialect.format {
        case .jsonl:
            let object = try? JSONSerialization.jsonObject(with: Data(bytes))
            guard let plate = (object as? [String: Any])?["plate"] as? String else {
                throw .unreadableRow(path: path, line: line)
            }
            return plate
        case .csv, .table:
            let text = String(decoding: bytes, as: UTF8.self)
            guard bytes.count <= InputLineReader.maximumLineBytes,
                let fields = CSVRecord.fields(
                    of: text, separatedBy: dialect.delimiter.character),
                fields.count == BatchCSV.columns.count, let plate = fields.first
            else { throw .unreadableRow(path: path, line: line) }
            noteDecimals(of: fields[Self.amountColumn])
            return plate
        }
    }

    /// Where `amountDue` is among a row's fields.
    private static let amountColumn = BatchCSV.columns.firstIndex(of: "amountDue") ?? 0

    private func noteDecimals(of amount: String) {
        guard decimalsSeen == nil else { return }
        if amount.contains(",") {
            decimalsSeen = .comma
        } else if amount.contains(".") {
            decimalsSeen = .point
        }
    }

    private static func read(
        _ reader: BatchResumeLineReader, path: String, line: Int
    ) throws(BatchResumeError) -> BatchResumeLineReader.Line? {
        do {
            return try reader.next()
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// Whether `line` is the header of a batch's table, in either language, this version's
    /// or one from before the table ended with its alerts.
    private static func isTableHeader(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        return Language.allCases.contains { language in
            let header = BatchTableRow.header(
                messages: Messages(language: language), measure: DisplayWidth.of
            ).split(whereSeparator: \.isWhitespace)
            return words == header || words == Array(header.dropLast())
        }
    }

    private static func kind(_ node: String) -> BatchResumeError.Node {
        var status = stat()
        return stat(node, &status) == 0 ? kind(of: status) : .device
    }

    private static func kind(of status: stat) -> BatchResumeError.Node {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        default: .device
        }
    }
}
