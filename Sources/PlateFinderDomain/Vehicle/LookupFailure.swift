import Foundation

/// Why one source gave no answer about a plate: the source, and what went wrong.
///
/// Every message, exit code and JSON error is made from this, so each names the service
/// that failed.
public struct LookupFailure: Error, Hashable, Sendable {
    /// The source that failed.
    public let source: VehicleSource
    /// What went wrong.
    public let reason: LookupFailureReason

    /// `source` failed for `reason`.
    public init(_ source: VehicleSource, _ reason: LookupFailureReason) {
        self.source = source
        self.reason = reason
    }

    /// Whether a saved answer may stand in: only for a source that could not be asked
    /// (unreachable, busy, failing, timed out, answering with something else), never
    /// against its word ("no data") or for an answer that could not be understood.
    public var savedAnswerMayStandIn: Bool {
        switch reason {
        case .unreachable, .timedOut, .busy, .httpStatus, .unexpectedAnswer: true
        case .notUnderstood, .noData: false
        }
    }
}
