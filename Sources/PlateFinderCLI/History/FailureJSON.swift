import Foundation
import PlateFinderDomain

/// Why a source gave no answer, as a small JSON object with stable, unlocalized codes.
///
/// `{"code": String, "statusCode": Int or null, "source": "ant" | "fines" | "sri"}`;
/// `code` is one of `networkError`, `serverError`, `timeout`, `portalUnavailable`,
/// `noDataFound`, `parsingError`, and `statusCode` is the HTTP status for `serverError`
/// (a busy host's 429 or 503 included), null otherwise.
public enum FailureJSON {
    /// The object for `failure`.
    public static func object(for failure: LookupFailure) -> JSONValue {
        let (code, statusCode) = code(for: failure.reason)
        return .object([
            "code": .string(code), "statusCode": .int(orNull: statusCode),
            "source": .string(failure.source.rawValue),
        ])
    }

    /// The code of `reason`, and its HTTP status for `serverError`.
    public static func code(for reason: LookupFailureReason) -> (code: String, statusCode: Int?) {
        switch reason {
        case .unreachable: ("networkError", nil)
        case .httpStatus(let statusCode), .busy(let statusCode, _): ("serverError", statusCode)
        case .timedOut: ("timeout", nil)
        case .unexpectedAnswer: ("portalUnavailable", nil)
        case .noData: ("noDataFound", nil)
        case .notUnderstood: ("parsingError", nil)
        }
    }

    /// The object for `failure`, or null when there is none.
    public static func object(orNull failure: LookupFailure?) -> JSONValue {
        failure.map(object(for:)) ?? .null
    }
}
