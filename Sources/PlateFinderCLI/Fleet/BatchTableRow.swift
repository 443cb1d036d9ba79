import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// How a batch prints a plate on a terminal: the plate, its status and where its answers
/// came from in columns, then the vehicle, the registration, what is owed and what failed,
/// and last the alerts: the purchase check's blockers after `!! `, in the words of the line
/// `find`'s card opens with (the CSV codes them for programs).
///
/// `PBX1234  found       asked now   TOYOTA AA COROLLA 1.6 (2009); registration late since
/// May 2025; owes USD 874.16  !! registration late, fines pending`
///
/// Rows stream as plates finish, so the columns have fixed widths: as wide as the widest
/// word that can stand in them, counted as the terminal shows them by `measure`. The
/// details vary too much for a width of their own, so the alerts follow them, marked as
/// `find`'s card marks a blocker, and a row without any ends with its details.
public enum BatchTableRow {
    /// How many columns a text takes on screen.
    public typealias Measure = (String) -> Int

    /// The header line, without a newline.
    public static func header(messages: Messages, measure: Measure) -> String {
        columns(
            messages.localized("PLATE", "PLACA"), messages.localized("STATUS", "ESTADO"),
            messages.localized("SOURCE", "ORIGEN"), messages.localized("DETAILS", "DETALLES"),
            messages, measure) + "  " + messages.localized("ALERTS", "ALERTAS")
    }

    /// The line for `row`, without a newline, saved copies dated in `timeZone`; every text
    /// from a source terminal-safe. Given the terminal's `width`, a row too wide for it goes
    /// on under its details column, the alerts on a line of their own, rather than being
    /// wrapped by the terminal across the columns.
    public static func line(
        for row: BatchRow, messages: Messages, timeZone: TimeZone, measure: Measure,
        width: Int? = nil
    ) -> String {
        var details: [String] = []
        let vehicle = [row.make, row.model].compactMap { $0 }.joined(separator: " ")
        if !vehicle.isEmpty {
            details.append(vehicle + (row.year.map { " (\($0))" } ?? ""))
        }
        if row.registrationStatus != .unknown {
            details.append(messages.registrationStatusPhrase(row.registrationStatus))
        }
        if let amount = row.amountDue, amount > .zero {
            details.append(messages.localized("owes ", "debe ") + messages.money(amount))
        } else if row.amountDueIsUnknown {
            details.append(
                messages.localized(
                    "amount owed not given by the SRI", "el SRI no indicó lo adeudado"))
        }
        if let total = row.finesTotal, let count = row.finesPending, count > 0 {
            details.append(messages.batchPendingFines(count: count, total: total))
        }
        details += row.standIns.map { messages.batchStandIn($0, timeZone: timeZone) }
        details += row.failures.map(messages.batchFailure)
        let alerts =
            row.alerts.isEmpty
            ? "" : VehicleReportPrinter.alertMarker + messages.findingTitles(row.alerts)
        let head = columns(
            ControlCharacterStripper.strip(row.plate.value), messages.batchStatus(row.status),
            messages.batchSource(row.source), "", messages, measure)
        let body = details.isEmpty ? Messages.emptyValue : details.joined(separator: "; ")
        let whole = head + body + (alerts.isEmpty ? "" : "  " + alerts)
        guard let width, measure(whole) > width else { return whole }
        let room = max(minimumDetailsWidth, width - measure(head))
        let lines =
            TextWrap.lines(phrases: phrases(body), width: room)
            + (alerts.isEmpty ? [] : TextWrap.lines(alerts, width: room))
        return head + lines.joined(separator: "\n" + String(repeating: " ", count: measure(head)))
    }

    /// The words of `text` to wrap between, an amount (`USD 874.16`) kept whole.
    private static func phrases(_ text: String) -> [String] {
        var phrases: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if phrases.last == Messages.currencyCode {
                phrases[phrases.count - 1] += " " + word
            } else {
                phrases.append(word)
            }
        }
        return phrases
    }

    /// The fewest columns the details get on a narrow terminal before the terminal wraps them.
    static let minimumDetailsWidth = 20

    private static func columns(
        _ plate: String, _ status: String, _ source: String, _ details: String,
        _ messages: Messages, _ measure: Measure
    ) -> String {
        let statusWidth =
            BatchPlateStatus.allCases.map { measure(messages.batchStatus($0)) }
            .max() ?? 0
        let sourceWidth =
            [BatchRow.Source.portal, .cache, .mixed, nil]
            .map { measure(messages.batchSource($0)) }.max() ?? 0
        return pad(plate, to: 7, measure) + "  " + pad(status, to: statusWidth, measure) + "  "
            + pad(source, to: sourceWidth, measure) + "  " + details
    }

    private static func pad(_ text: String, to width: Int, _ measure: Measure) -> String {
        text + String(repeating: " ", count: max(0, width - measure(text)))
    }
}
