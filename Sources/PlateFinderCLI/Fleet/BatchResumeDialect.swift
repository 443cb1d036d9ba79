import PlateFinderApp

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
    /// (`format` other than a table, `delimiter`, `excel`) must agree with the file, and the
    /// file decides the rest. `delimiter` names the input's too, so it binds only a CSV.
    /// This version ends CSV records with CRLF and JSON lines with LF, so a file with other
    /// line ends cannot be continued.
    func resumed(
        path: String, format: BatchFormat?, delimiter: CSVDelimiter?, excel: Bool?
    ) throws(BatchResumeError) -> BatchResumeDialect {
        let runFormat = format ?? (excel == true ? .csv : self.format)
        var run = Self.written(runFormat)
        if run.format == .csv {
            let isCSV = self.format == .csv
            run.delimiter = delimiter ?? (isCSV ? self.delimiter : run.delimiter)
            run.byteOrderMark = excel ?? (isCSV ? byteOrderMark : run.byteOrderMark)
        }
        guard run == self else { throw .dialectDiffers(path: path, file: self, run: run) }
        return run
    }

    /// What this version writes of `format` unless told otherwise: JSON Lines ended by LF,
    /// or CSV with commas and CRLF, without a mark.
    static func written(_ format: BatchFormat) -> BatchResumeDialect {
        format == .jsonl ? .jsonl : .plainCSV
    }

    /// The CSV dialect that continues FILE: its delimiter and its mark, and amounts written
    /// as FILE's rows write them (`seen`), else as `--excel` in `language` would.
    func output(
        decimalsSeen seen: CSVOutputDialect.DecimalSeparator?, language: Language
    ) -> CSVOutputDialect {
        let implied =
            byteOrderMark
            ? CSVOutputDialect.excel(in: language, delimiter: delimiter).decimalSeparator
            : .point
        return CSVOutputDialect(
            delimiter: delimiter, hasByteOrderMark: byteOrderMark,
            decimalSeparator: seen ?? implied)
    }
}
