import Foundation
import PlateFinderDomain

/// Why a lookup failed, as a small JSON object with stable, unlocalized codes.
///
/// `{"code": String, "statusCode": Int or null}`; `code` is one of `networkError`,
/// `serverError`, `timeout`, `portalUnavailable`, `noDataFound`, `parsingError`,
/// `invalidPlateFormat`, and
/// `statusCode` is the HTTP status for `serverError`, null otherwise.
public enum FailureJSON {
    /// The object for `error`.
    public static func object(for error: CarInfoError) -> JSONValue {
        let (code, statusCode) = code(for: error)
        return .object(["code": .string(code), "statusCode": .int(orNull: statusCode)])
    }

    /// The code of `error`, and its HTTP status for `serverError`.
    public static func code(for error: CarInfoError) -> (code: String, statusCode: Int?) {
        switch error {
        case .networkError: ("networkError", nil)
        case .serverError(let statusCode): ("serverError", statusCode)
        case .timeout: ("timeout", nil)
        case .portalUnavailable: ("portalUnavailable", nil)
        case .noDataFound: ("noDataFound", nil)
        case .parsingError: ("parsingError", nil)
        case .invalidPlateFormat: ("invalidPlateFormat", nil)
        }
    }

    /// The object for `error`, or null when there is none.
    public static func object(orNull error: CarInfoError?) -> JSONValue {
        error.map(object(for:)) ?? .null
    }
}
