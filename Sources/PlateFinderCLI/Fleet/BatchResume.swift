import PlateFinderApp
import PlateFinderDomain

/// `batch --resume -o FILE`: FILE's rows checked to be the input's first plates, in order,
/// and kept byte for byte; the batch asks only the plates after them and its rows follow,
/// in FILE's dialect, so FILE ends as one uninterrupted run would have written it.
struct BatchResume {
    /// How the rows after FILE's are written.
    let dialect: BatchResumeDialect
    /// How many of FILE's rows were kept.
    let keptRows: Int
    /// How the first amount among FILE's rows separates its cents, if any row has one.
    let decimalsSeen: CSVOutputDialect.DecimalSeparator?
    private let file: BatchResumeFile

    /// Checks FILE at `path` against this run's options and `feed`'s first plates, which it
    /// passes by; nil when FILE is missing or empty, for an ordinary run. `format`,
    /// `delimiter` and `excel` are the options given (nil: not given).
    static func start(
        path: String, format: BatchFormat?, delimiter: CSVDelimiter?, excel: Bool? = nil,
        feed: BatchInputFeed
    ) throws(BatchResumeError) -> BatchResume? {
        if format == .table { throw .tableRequested }
        guard let file = try BatchResumeFile.reading(path) else { return nil }
        let dialect = try file.dialect.resumed(
            path: path, format: format, delimiter: delimiter, excel: excel)
        var kept = 0
        while let row = try file.nextPlate() {
            let plate = feed.skipPlate()
            guard let plate, PlateSubmission(row.plate).lookupPlate?.plate == plate else {
                throw .plateDiffers(
                    path: path, line: row.line, filePlate: row.plate, inputPlate: plate?.value)
            }
            kept += 1
        }
        return BatchResume(
            dialect: dialect, keptRows: kept, decimalsSeen: file.decimalsSeen, file: file)
    }

    /// The CSV dialect the rows after FILE's are written in: FILE's, its amounts as FILE
    /// writes them (else as `--excel` in `language` would).
    func csvDialect(in language: Language) -> CSVOutputDialect {
        dialect.output(decimalsSeen: decimalsSeen, language: language)
    }

    /// The file that replaces FILE when the batch ends, holding FILE's bytes already.
    func openOutput(_ path: String) throws(WriteFailure) -> OutputFileStream {
        try OutputFileStream(path: path, startingWith: file.byteCount, bytesOf: file.descriptor)
    }
}
