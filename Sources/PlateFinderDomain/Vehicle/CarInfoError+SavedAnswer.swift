import Foundation

extension CarInfoError {
    /// Whether a saved answer may stand in for this failure: only for a service that could
    /// not be asked (unreachable, failing, timed out, answering with something else), never
    /// against its word ("no data") or for an answer that could not be understood.
    public var savedAnswerMayStandIn: Bool {
        switch self {
        case .networkError, .serverError, .timeout, .portalUnavailable: true
        case .noDataFound, .parsingError, .invalidPlateFormat: false
        }
    }
}
