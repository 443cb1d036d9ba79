import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// Writes a batch's rows as they come, in one format, to standard output or to the file
/// `--output` names; the first failure to write the file is kept and the rest dropped.
///
/// `@unchecked Sendable` is safe: `failure` is read and written only while holding `lock`,
/// which also keeps each row whole.
final class BatchRowWriter: @unchecked Sendable {
    private let format: BatchFormat
    private let dialect: CSVOutputDialect
    private let messages: Messages
    private let console: Console
    private let file: OutputFileStream?
    private let favorites: Set<Plate>
    private let timeZone: TimeZone
    private let progress: BatchProgress
    private let lock = NSLock()
    private var failure: WriteFailure?

    /// A writer of `format` rows (CSV in `dialect`) worded by `messages` and dated in
    /// `timeZone`, to `file` or else `console`'s standard output (clearing `progress`
    /// first); `favorites` mark JSON rows.
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
    }

    /// Why the file could not be written, if it could not.
    var writeFailure: WriteFailure? { lock.withLock { failure } }

    /// Writes the header, for the formats that have one (after CSV's byte-order mark).
    func writeHeader() {
        switch format {
        case .table:
            write(BatchTableRow.header(messages: messages, measure: DisplayWidth.of) + "\n")
        case .csv: write(BatchCSV.opening(in: dialect))
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
                    measure: DisplayWidth.of) + "\n")
        case .csv: write(BatchCSV.line(for: BatchRow(report), in: dialect))
        case .jsonl:
            write(
                BatchJSONLine.line(
                    for: report, tag: tag, isFavorite: favorites.contains(report.plate.plate)))
        }
    }

    /// Puts the file in place; false (the failure kept) when it could not be written.
    func finish() -> Bool {
        lock.withLock {
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
    }

    private func write(_ text: String) {
        lock.withLock {
            guard let file else {
                // Rows and progress share the screen only when both go to the terminal.
                if console.isOutputTerminal {
                    progress.clearing { console.output(text) }
                } else {
                    console.output(text)
                }
                return
            }
            guard failure == nil else { return }
            do throws(WriteFailure) {
                try file.write(text)
            } catch {
                failure = error
            }
        }
    }
}
