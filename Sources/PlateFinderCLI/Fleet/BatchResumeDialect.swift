/// How a file a batch wrote is written: JSON Lines, or CSV with its delimiter, whether a
/// byte-order mark opens it (as `--excel` writes) and how its lines end.
struct BatchResumeDialect: Equatable, Sendable {
    /// How the lines of a CSV end.
    enum LineEnd: Equatable, Sendable {
        case crlf
        case lf

        /// The bytes that end a line.
        var text: String {
            switch self {
            case .crlf: "\r\n"
            case .lf: "\n"
            }
        }
    }

    /// `.csv` or `.jsonl`: a table is never read back.
    var format: BatchFormat
    /// The character between a CSV's fields.
    var delimiter: CSVDelimiter
    /// Whether a UTF-8 byte-order mark comes before the header.
    var byteOrderMark: Bool
    /// How each line ends.
    var lineEnd: LineEnd

    /// JSON Lines, each ended by LF.
    static let jsonl = BatchResumeDialect(
        format: .jsonl, delimiter: .comma, byteOrderMark: false, lineEnd: .lf)

    /// The CSV every batch of this version writes (`BatchCSV`): commas, CRLF, no mark.
    static let plainCSV = BatchResumeDialect(
        format: .csv, delimiter: .comma, byteOrderMark: false, lineEnd: .crlf)

    /// The dialect this run writes into `path`, a file written in `self`: each option given
    /// (`format` other than a table, `delimiter`, `excel`) must agree with the file, and the file decides the
    /// rest. `delimiter` names the input's too, so it binds only a CSV.
    func resumed(
        path: String, format: BatchFormat?, delimiter: CSVDelimiter?, excel: Bool?
    ) throws(BatchResumeError) -> BatchResumeDialect {
        let runFormat = format ?? (excel == true ? .csv : self.format)
        var run = runFormat == self.format ? self : Self.written(runFormat)
        if run.format == .csv {
            run.delimiter = delimiter ?? run.delimiter
            if let excel {
                run.byteOrderMark = excel
                if excel { run.lineEnd = .crlf }
            }
        }
        if run == self { run = Self.written(run.format) }
        guard run == self else { throw .dialectDiffers(path: path, file: self, run: run) }
        return run
    }

    /// The one dialect of each format this version's row writer produces: commas, CRLF,
    /// no mark. A file in another is read and checked, and refused until CSV output takes
    /// a delimiter and `--excel`.
    static func written(_ format: BatchFormat) -> BatchResumeDialect {
        format == .jsonl ? .jsonl : .plainCSV
    }
}
