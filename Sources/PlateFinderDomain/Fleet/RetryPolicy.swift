import Foundation

/// When a batch asks a failing host again: time-outs, unreachable hosts and servers that
/// answer with a 5xx or 429 are retried with exponential backoff and jitter, up to
/// `retries` times; a host that asks to be left alone (`Retry-After`) is waited for, at
/// most `longestWait`; "no data", any other HTTP status, an unexpected answer (not the
/// source's) or one that could not be understood never is.
public struct RetryPolicy: Sendable {
    /// How many times a request is asked again.
    public let retries: Int
    /// The wait before the first retry; each later one doubles it.
    public let firstDelay: Duration
    /// The longest wait a host's `Retry-After` is honoured for.
    public let longestWait: Duration

    /// A policy of `retries` retries, waiting `firstDelay` and doubling, honouring a
    /// host's wait up to `longestWait`.
    public init(
        retries: Int, firstDelay: Duration = .milliseconds(500),
        longestWait: Duration = .seconds(60)
    ) {
        self.retries = max(0, retries)
        self.firstDelay = firstDelay
        self.longestWait = longestWait
    }

    /// Whether a request that failed for `reason` after `attempt` earlier attempts (0 for
    /// the first) is asked again: a host that said it is busy is (once its wait is over),
    /// one unreachable, timing out or failing with a 5xx or 429 is; a source's word or an
    /// answer that is not the source's never is.
    public func shouldRetry(_ reason: LookupFailureReason, attempt: Int) -> Bool {
        guard attempt < retries else { return false }
        switch reason {
        case .unreachable, .timedOut, .busy: return true
        case .httpStatus(let statusCode): return statusCode >= 500 || statusCode == 429
        case .unexpectedAnswer, .notUnderstood, .noData: return false
        }
    }

    /// The wait before asking again after a failure for `reason` on attempt `attempt`: the
    /// host's own `Retry-After`, capped, when it gave one; otherwise the backoff of `delay`.
    public func wait(after reason: LookupFailureReason, attempt: Int, random: Double) -> Duration {
        guard case .busy(_, let retryAfter?) = reason else {
            return delay(afterAttempt: attempt, random: random)
        }
        return min(max(.zero, retryAfter), longestWait)
    }

    /// The wait before retry number `attempt + 1`: `firstDelay` doubled `attempt` times,
    /// then scaled by a jitter between ½ and 1 (`random` gives a number in 0..<1), so
    /// batches that failed together do not come back together.
    public func delay(afterAttempt attempt: Int, random: Double) -> Duration {
        let doubled = firstDelay * (1 << min(max(0, attempt), 16))
        let jitter = 0.5 + 0.5 * min(max(random, 0), 1)
        return min(doubled * jitter, longestWait)
    }

    /// How long to leave a host alone that asked for `seconds` (`Retry-After`), capped.
    public func wait(retryAfter seconds: Int) -> Duration {
        min(.seconds(max(0, seconds)), longestWait)
    }
}
