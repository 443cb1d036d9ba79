import Foundation
import PlateFinderApp
import PlateFinderDomain

/// A batch's results as CSV (RFC 4180): a header, then one record per plate, each line
/// ended by CRLF; fields holding a comma or a quote are quoted. Values are the same in
/// every language: codes, ISO dates, amounts with a dot; an empty field is not known
/// (`amountDue` is empty when the SRI did not say what is owed, never `0.00`).
public enum BatchCSV {
    /// The columns, in order.
    public static let columns = [
        "plate", "status", "source", "vehicleSource", "fetchedAt", "make", "model", "year",
        "class", "service",
        "registrationMonth", "registrationStatus", "expirationDate", "tintExpirationDate",
        "finesPending", "amountDue", "error",
    ]

    /// The line ending every record.
    public static let lineEnd = "\r\n"

    /// The header line, ended.
    public static var header: String {
        CSVRecord.line(of: columns) + lineEnd
    }

    /// The record of `row`, ended.
    public static func line(for row: BatchRow) -> String {
        let fields: [String] = [
            row.plate.value, row.status.rawValue, row.source?.rawValue ?? "",
            row.vehicleSource?.rawValue ?? "", row.fetchedAt.map(DateText.iso8601) ?? "",
            row.make ?? "", row.model ?? "",
            row.year ?? "", row.vehicleClass ?? "", row.service ?? "",
            row.registrationMonth.map(String.init) ?? "",
            BatchCodes.registrationStatus(row.registrationStatus), row.expirationDate ?? "",
            row.tintExpirationDate ?? "", row.finesPending.map(String.init) ?? "",
            row.amountDue?.decimalText ?? "", BatchCodes.failures(row.failures),
        ]
        return CSVRecord.line(of: fields.map(ControlCharacterStripper.strip)) + lineEnd
    }
}
