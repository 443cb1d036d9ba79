import Foundation
import PlateFinderApp
import PlateFinderDomain

/// How a source's part of a report is written in JSON: `{"status", "source", "fetchedAt",
/// "failure"}`.
///
/// `status` is `answered`, `noData` (or the caller's word for it), `failed`, `notSaved`
/// (only saved answers were wanted, and none is) or `cancelled`; `source` is `portal` or
/// `cache` and `fetchedAt` when the source gave the answer (null without one); `failure`
/// is a `FailureJSON` object when the source failed, or when its saved copy stood in.
enum ReportPartJSON {
    /// The members of `part`, its "no data" written `noData`; nil when it was not asked.
    static func members<Answer>(
        of part: ReportPart<Answer>, noData: String = "noData"
    ) -> [String: JSONValue]? {
        let status: String
        switch part {
        case .notAsked: return nil
        case .answered: status = "answered"
        case .noData: status = noData
        case .failed: status = "failed"
        case .notSaved: status = "notSaved"
        case .cancelled: status = "cancelled"
        }
        return [
            "status": .string(status),
            "source": .string(orNull: part.origin.map { $0.isSavedCopy ? "cache" : "portal" }),
            "fetchedAt": .string(orNull: part.origin.map { DateText.iso8601($0.fetchedAt) }),
            "failure": FailureJSON.object(orNull: part.failure),
        ]
    }
}
