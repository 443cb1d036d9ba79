import Foundation
import PlateFinderDomain

/// The JSON `platefinder fines --json` prints.
///
/// `{"plate", "pending", "disputed", "voided", "paid", "inAgreement"}`: each status is null
/// when it was not asked, otherwise `{"read", "listed", "counted", "count", "total",
/// "fines"}` — `read` whether its fines could be read, `listed` how many distinct fines
/// the grid listed, `counted` the vehicle page's count (null when the page shows none);
/// when read, `count` and `total` are the fines' and `fines` each fine, newest first, and
/// when not, `count` and `total` are null and `fines` empty. A fine is `{"citation",
/// "agency", "issuedOn", "notifiedOn", "payBy", "points", "sanction", "surcharge",
/// "remission", "total", "article"}` with `issuedOnText`, `notifiedOnText` and `payByText`
/// beside its dates: a date is `YYYY-MM-DD` when understood (its text null), otherwise
/// null with the portal's text kept. Money is a string with two decimals.
public enum FinesJSON {
    /// The object for `report`.
    public static func object(for report: FinesReport) -> JSONValue {
        var members: [String: JSONValue] = [
            "plate": .string(ControlCharacterStripper.strip(report.plate.value))
        ]
        for status in FineStatus.allCases {
            members[key(for: status)] = report.statuses[status].map(reading) ?? .null
        }
        return .object(members)
    }

    /// The key a status is written under.
    public static func key(for status: FineStatus) -> String {
        status.rawValue
    }

    /// A status that could not be read: `{"status", "listed", "counted"}`.
    public static func unread(_ mismatch: FineCountMismatch) -> JSONValue {
        .object([
            "status": .string(key(for: mismatch.status)), "listed": .int(mismatch.listed),
            "counted": .int(orNull: mismatch.counted),
        ])
    }

    private static func reading(_ reading: FineStatusReading) -> JSONValue {
        switch reading {
        case .read(let list):
            .object([
                "read": .bool(true), "listed": .int(list.count), "counted": .int(list.count),
                "count": .int(list.count), "total": .string(list.total.decimalText),
                "fines": .array(list.fines.map(fine)),
            ])
        case .unread(let mismatch):
            .object([
                "read": .bool(false), "listed": .int(mismatch.listed),
                "counted": .int(orNull: mismatch.counted), "count": .null, "total": .null,
                "fines": .array([]),
            ])
        }
    }

    private static func fine(_ fine: TrafficFine) -> JSONValue {
        var members: [String: JSONValue] = [
            "citation": safe(fine.citation), "agency": safe(fine.agency),
            "points": fine.points.map(JSONValue.number) ?? .null,
            "sanction": .string(fine.sanction.decimalText),
            "surcharge": .string(fine.surcharge.decimalText),
            "remission": .string(fine.remission.decimalText),
            "total": .string(fine.total.decimalText), "article": safe(fine.article),
        ]
        let dates =
            [("issuedOn", fine.issuedOn), ("notifiedOn", fine.notifiedOn)]
            + [("payBy", fine.payBy)]
        for (key, date) in dates {
            members[key] = .string(orNull: date.day?.isoString)
            members[key + "Text"] = date.unreadText.map(safe) ?? .null
        }
        return .object(members)
    }

    private static func safe(_ value: String) -> JSONValue {
        .string(ControlCharacterStripper.strip(value))
    }
}
