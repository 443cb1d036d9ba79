import Foundation

/// Why a source gave no answer, as a batch needs to know it: the lookup's failure, and
/// whether the host said it is overloaded or paused (HTTP 429 or 503) and, when it said,
/// how long to leave it alone (`Retry-After`).
///
/// A lookup for one person needs only the `CarInfoError`; a batch also needs the host's
/// word, to slow down for it instead of asking again at once.
public enum SourceFailure: Error, Equatable, Sendable {
    /// The lookup failed; the host asked for nothing.
    case lookup(CarInfoError)
    /// The host answered 429 (too many requests) or 503 (unavailable): `error` is how a
    /// lookup reports it, `retryAfter` how long the host asked to be left alone, as it said
    /// it (nil when it did not).
    case hostBusy(CarInfoError, retryAfter: Duration?)

    /// The failure as a lookup reports it.
    public var error: CarInfoError {
        switch self {
        case .lookup(let error), .hostBusy(let error, _): error
        }
    }
}
