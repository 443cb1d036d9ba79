import Foundation

/// What went wrong when a source was asked about a plate, whichever source it was.
public enum LookupFailureReason: Error, Hashable, Sendable {
    /// The host could not be reached (no route, refused, reset, cut mid-way).
    case unreachable
    /// The host did not answer in time.
    case timedOut
    /// The host said it is overloaded or paused (HTTP 429 or 503), and how long to leave it
    /// alone when it said (`Retry-After`).
    case busy(statusCode: Int, retryAfter: Duration?)
    /// The host answered with another HTTP error status.
    case httpStatus(Int)
    /// The host answered, but not with the source's answer (a maintenance page, a
    /// redirect elsewhere, a body too large); what came instead.
    case unexpectedAnswer(UnexpectedAnswer)
    /// The source's answer could not be understood; why.
    case notUnderstood(UnreadableAnswer)
    /// The source said it has no vehicle with that plate.
    case noData
}
