import Foundation
import PlateFinderApp
import PlateFinderDomain

/// A batch's results as CSV (RFC 4180) in a dialect: a header, then one record per plate,
/// each line ended by CRLF; fields holding the delimiter, a quote or a line break are
/// quoted. Values are codes, ISO dates and amounts without grouping, the same in every
/// language save the amounts' decimal separator; an empty field is not known (`amountDue`
/// is empty when the SRI did not say what is owed, never `0.00`). `alerts`, last, holds the
/// purchase check's blockers' kinds, `|`-separated, as `check --json` codes them.
public enum BatchCSV {
    /// The columns, in order.
    public static let columns = [
        "plate", "status", "source", "vehicleSource", "fetchedAt", "make", "model", "year",
        "class", "service",
        "registrationMonth", "registrationStatus", "expirationDate", "tintExpirationDate",
        "finesPending", "amountDue", "error", "alerts",
    ]

    /// The line ending every record.
    public static let lineEnd = "\r\n"

    /// The header line of the plain dialect, ended.
    public static var header: String { header(in: .plain) }

    /// The header line in `dialect`, ended, without the byte-order mark.
    public static func header(in dialect: CSVOutputDialect) -> String {
        CSVRecord.line(of: columns, separatedBy: dialect.delimiter.character) + lineEnd
    }

    /// What a file in `dialect` starts with: its byte-order mark, if any, and its header.
    public static func opening(in dialect: CSVOutputDialect) -> String {
        dialect.preamble + header(in: dialect)
    }

    /// The record of `row` in `dialect`, ended.
    public static func line(for row: BatchRow, in dialect: CSVOutputDialect = .plain) -> String {
        let fields: [String] = [
            row.plate.value, row.status.rawValue, row.source?.rawValue ?? "",
            row.vehicleSource?.rawValue ?? "", row.fetchedAt.map(DateText.iso8601) ?? "",
            row.make ?? "", row.model ?? "",
            row.year ?? "", row.vehicleClass ?? "", row.service ?? "",
            row.registrationMonth.map(String.init) ?? "",
            BatchCodes.registrationStatus(row.registrationStatus), row.expirationDate ?? "",
            row.tintExpirationDate ?? "", row.finesPending.map(String.init) ?? "",
            row.amountDue.map(dialect.text(of:)) ?? "", BatchCodes.failures(row.failures),
            BatchCodes.alerts(row.alerts),
        ]
        return CSVRecord.line(
            of: fields.map(ControlCharacterStripper.strip),
            separatedBy: dialect.delimiter.character) + lineEnd
    }
}
