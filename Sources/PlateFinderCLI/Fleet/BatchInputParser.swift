import Foundation
import PlateFinderDomain

/// Reads a batch's input one line at a time: one plate per line (blank lines and `#`
/// comments ignored), or a CSV whose header has a `plate` or `placa` column.
///
/// A CSV is read as spreadsheets write it: fields separated by a comma, a semicolon or a
/// tab (the one the header uses most outside quotes), quoted fields that may hold the
/// delimiter, doubled quotes and line breaks, and a byte-order mark before the first line,
/// which is dropped (from a plain list too).
///
/// Plates are submitted as a person would submit them (normalized, an old three-digit car
/// plate written with four digits), so each line is judged by the same rule as `find`.
/// Nothing but the plates seen so far and one open record (at most 4 KiB) is kept, so
/// memory stays flat however long the input.
public struct BatchInputParser: Sendable {
    private enum Layout: Sendable {
        case undecided
        case lines
        case csv(column: Int, delimiter: CSVDelimiter)
    }

    /// A line of the input and its number, from 1.
    private struct NumberedLine: Sendable {
        let text: String
        let number: Int
    }

    private let delimiter: CSVDelimiter?
    private var layout = Layout.undecided
    private var lineNumber = 0
    /// The lines of a CSV record whose quoted field is still open at a line break.
    private var openRecord: [NumberedLine] = []
    private var seen = Set<Plate>()

    /// A parser at the start of an input whose CSV fields are separated by `delimiter`, or
    /// by the one its header uses most when nil.
    public init(delimiter: CSVDelimiter? = nil) {
        self.delimiter = delimiter
    }

    /// What `line` (without its line break) gives: nothing for a blank line, a comment, the
    /// CSV header or a line inside a quoted field (its record is judged when it ends); more
    /// than one line's worth when a quote found never closed lets the lines after it be
    /// read again.
    public mutating func read(_ line: String) -> [BatchInputLine] {
        lineNumber += 1
        var text = line
        if lineNumber == 1, text.unicodeScalars.first == "\u{FEFF}" {
            text.unicodeScalars.removeFirst()
        }
        return read([NumberedLine(text: text, number: lineNumber)])
    }

    /// What the end of the input gives: a record whose quoted field was never closed, and
    /// the lines after its start read again.
    public mutating func finish() -> [BatchInputLine] {
        var judged: [BatchInputLine] = []
        while let first = openRecord.first {
            let after = Array(openRecord.dropFirst())
            openRecord = []
            judged.append(.unclosedQuote(line: first.number))
            judged += read(after)
        }
        return judged
    }

    private mutating func read(_ lines: [NumberedLine]) -> [BatchInputLine] {
        var waiting = lines
        var judged: [BatchInputLine] = []
        while !waiting.isEmpty {
            let line = waiting.removeFirst()
            guard case .csv(let column, let delimiter) = layout else {
                if let result = readUndecidedOrListed(line) { judged.append(result) }
                continue
            }
            let (result, again) = readRecordLine(line, column: column, delimiter: delimiter)
            if let result { judged.append(result) }
            waiting.insert(contentsOf: again, at: 0)
        }
        return judged
    }

    private mutating func readUndecidedOrListed(_ line: NumberedLine) -> BatchInputLine? {
        let text = line.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty || text.hasPrefix("#") { return nil }
        guard case .undecided = layout else { return judge(text, line: line.number) }
        let delimiter = delimiter ?? CSVDelimiter.detected(in: text)
        if let column = Self.plateColumn(inHeader: text, delimiter: delimiter) {
            layout = .csv(column: column, delimiter: delimiter)
            return nil
        }
        layout = .lines
        return judge(text, line: line.number)
    }

    /// What one line of a CSV's body gives, and the lines to read again when it shows an
    /// open quote never closes within a record's bound.
    private mutating func readRecordLine(
        _ line: NumberedLine, column: Int, delimiter: CSVDelimiter
    ) -> (BatchInputLine?, again: [NumberedLine]) {
        if openRecord.isEmpty {
            let text = line.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.hasPrefix("#") { return (nil, []) }
        }
        var record = openRecord
        record.append(line)
        openRecord = []
        let text = record.map(\.text).joined(separator: "\n")
        let start = record[0].number
        if CSVRecord.endsInsideQuotes(text) {
            // Bounded like a line: past that the quote is taken as never closed, and the
            // lines after the record's first are read again.
            guard text.utf8.count <= InputLineReader.maximumLineBytes else {
                return (.unclosedQuote(line: start), Array(record.dropFirst()))
            }
            openRecord = record
            return (nil, [])
        }
        return (judgeRecord(text, line: start, column: column, delimiter: delimiter), [])
    }

    private mutating func judgeRecord(
        _ record: String, line: Int, column: Int, delimiter: CSVDelimiter
    ) -> BatchInputLine {
        // A tab file's leading or trailing tab is an empty field, not space to trim.
        let spaces = delimiter == .tab ? CharacterSet(charactersIn: " \r\n") : .whitespaces
        let text = record.trimmingCharacters(in: spaces)
        guard let fields = CSVRecord.fields(of: text, separatedBy: delimiter.character),
            fields.indices.contains(column)
        else { return .unreadable(line: line) }
        let field = fields[column].trimmingCharacters(in: .whitespacesAndNewlines)
        return field.isEmpty ? .unreadable(line: line) : judge(field, line: line)
    }

    private mutating func judge(_ text: String, line: Int) -> BatchInputLine {
        let submission = PlateSubmission(text)
        guard let plate = submission.lookupPlate else {
            return .invalid(text: text, line: line, format: submission.format)
        }
        guard seen.insert(plate.plate).inserted else {
            return .repeated(plate.plate, line: line)
        }
        return .plate(plate, line: line, input: text)
    }

    /// The index of the `plate` or `placa` column when `line` is a CSV header; nil
    /// otherwise. (Neither word is a plate, so a list of plates is never taken for one.)
    private static func plateColumn(inHeader line: String, delimiter: CSVDelimiter) -> Int? {
        guard let fields = CSVRecord.fields(of: line, separatedBy: delimiter.character) else {
            return nil
        }
        return fields.firstIndex {
            let name = $0.trimmingCharacters(in: .whitespaces).lowercased()
            return name == "plate" || name == "placa"
        }
    }
}
