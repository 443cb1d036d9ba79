import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// Writes a batch's rows as they come, in one format, to standard output or to the file
/// `--output` names; the first failure to write the file is kept and the rest dropped.
///
/// `@unchecked Sendable` is safe: `failure`, `rows` and `isFinished` are read and written
/// only while holding `lock`, which also keeps each row whole.
final class BatchRowWriter: @unchecked Sendable {
    private let format: BatchFormat
    private let dialect: CSVOutputDialect
    private let messages: Messages
    private let console: Console
    private let file: OutputFileStream?
    private let favorites: Set<Plate>
    private let timeZone: TimeZone
    private let progress: BatchProgress
    /// The terminal's width a table's rows fit, when they go to a terminal.
    private let columns: Int?
    private let lock = NSLock()
    private var failure: WriteFailure?
    private var rows = 0
    private var isFinished = false

    /// A writer of `format` rows (CSV in `dialect`) worded by `messages` and dated in
    /// `timeZone`, to `file` or else `console`'s standard output (clearing `progress`
    /// first); `favorites` mark JSON rows, and `messages` word their findings too.
    init(
        format: BatchFormat, dialect: CSVOutputDialect = .plain, messages: Messages,
        timeZone: TimeZone, console: Console, file: OutputFileStream?, favorites: Set<Plate>,
        progress: BatchProgress
    ) {
        self.timeZone = timeZone
        self.format = format
        self.dialect = dialect
        self.messages = messages
        self.console = console
        self.file = file
        self.favorites = favorites
        self.progress = progress
        columns = file == nil ? console.terminalColumns : nil
    }

    /// Why the file could not be written, if it could not.
    var writeFailure: WriteFailure? { lock.withLock { failure } }

    /// How many plates' rows were written whole.
    var rowCount: Int { lock.withLock { rows } }

    /// Writes the header, for the formats that have one (after CSV's byte-order mark).
    func writeHeader() {
        switch format {
        case .table:
            write(
                BatchTableRow.header(messages: messages, measure: DisplayWidth.of) + "\n",
                isRow: false)
        case .csv: write(BatchCSV.opening(in: dialect), isRow: false)
        case .jsonl: return
        }
    }

    /// Writes the row of `report`, read from the input line `tag` names.
    func write(_ report: VehicleReport, tag: BatchInputTag) {
        switch format {
        case .table:
            write(
                BatchTableRow.line(
                    for: BatchRow(report), messages: messages, timeZone: timeZone,
                    measure: DisplayWidth.of, width: columns) + "\n")
        case .csv: write(BatchCSV.line(for: BatchRow(report), in: dialect))
        case .jsonl:
            write(
                BatchJSONLine.line(
                    for: report, tag: tag, isFavorite: favorites.contains(report.plate.plate),
                    messages: messages))
        }
    }

    /// Puts the file in place; false (the failure kept) when it could not be written. Rows
    /// that come after it are dropped.
    func finish() -> Bool {
        lock.withLock { finishHoldingLock() }
    }

    /// `finish()` for a process about to end at once: waits for the row being written at
    /// most `patience` (a reader of standard output may have stopped reading), then puts
    /// what is written in place. How many rows it holds; nil when the wait ran out.
    func finishNow(patience: TimeInterval) -> Int? {
        guard lock.lock(before: Date(timeIntervalSinceNow: patience)) else { return nil }
        defer { lock.unlock() }
        _ = finishHoldingLock()
        return rows
    }

    private func finishHoldingLock() -> Bool {
        guard !isFinished else { return failure == nil }
        isFinished = true
        guard let file else { return true }
        guard failure == nil else {
            file.abandon()
            return false
        }
        do throws(WriteFailure) {
            try file.finish()
            return true
        } catch {
            failure = error
            return false
        }
    }

    private func write(_ text: String, isRow: Bool = true) {
        lock.withLock {
            guard !isFinished else { return }
            guard let file else {
                // Rows and progress share the screen only when both go to the terminal.
                if console.isOutputTerminal {
                    progress.clearing { console.output(text) }
                } else {
                    console.output(text)
                }
                rows += isRow ? 1 : 0
                return
            }
            guard failure == nil else { return }
            do throws(WriteFailure) {
                try file.write(text)
                rows += isRow ? 1 : 0
            } catch {
                failure = error
            }
        }
    }
}
