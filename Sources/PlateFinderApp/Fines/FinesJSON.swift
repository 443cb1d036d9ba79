import Foundation
import PlateFinderDomain

/// The JSON `platefinder fines --json` prints, and the `pendingFines` object `find --json`
/// adds.
///
/// `{"plate", "pending", "disputed", "voided", "paid", "inAgreement"}`: each status is null
/// when it was not asked, otherwise `{"count", "total", "fines": [...]}`, newest first. A
/// fine is `{"citation", "agency", "issuedOn", "notifiedOn", "payBy", "points", "sanction",
/// "surcharge", "remission", "total", "article"}` with `issuedOnText`, `notifiedOnText` and
/// `payByText` beside its dates: a date is `YYYY-MM-DD` when understood (its text null),
/// otherwise null with the portal's text kept. Money is a string with two decimals.
public enum FinesJSON {
    /// The object for `report`.
    public static func object(for report: FinesReport) -> JSONValue {
        var members: [String: JSONValue] = [
            "plate": .string(ControlCharacterStripper.strip(report.plate.value))
        ]
        for status in FineStatus.allCases {
            members[key(for: status)] = report.lists[status].map(list) ?? .null
        }
        return .object(members)
    }

    /// The `pendingFines` object, `{"count", "total"}`, for the fines' part of a report;
    /// null when the fines were not asked, could not be read, or their pending ones were
    /// not asked.
    public static func pendingFines(
        for part: Result<FinesLookupResult, CarSearchError>?
    ) -> JSONValue {
        guard case .success(let result)? = part, let pending = result.report.pending else {
            return .null
        }
        return .object(["count": .int(pending.count), "total": .string(pending.total.decimalText)])
    }

    /// The key a status is written under.
    public static func key(for status: FineStatus) -> String {
        status.rawValue
    }

    private static func list(_ list: FineList) -> JSONValue {
        .object([
            "count": .int(list.count), "total": .string(list.total.decimalText),
            "fines": .array(list.fines.map(fine)),
        ])
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
