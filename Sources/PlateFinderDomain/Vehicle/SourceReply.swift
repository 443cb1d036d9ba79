import Foundation

/// What asking a source came to, and how many requests it took (retries included).
public struct SourceReply<Answer: Sendable>: Sendable {
    /// How asking ended.
    public enum Outcome: Sendable {
        /// The source answered; nil when it has no vehicle with the plate.
        case answered(Answer?)
        /// The source gave no answer, after every attempt allowed.
        case failed(LookupFailure)
        /// Cancellation cut it short.
        case cancelled
    }

    /// How asking ended.
    public let outcome: Outcome
    /// How many requests were sent.
    public let requests: Int

    /// A reply that ended as `outcome` after `requests` requests.
    public init(_ outcome: Outcome, requests: Int) {
        self.outcome = outcome
        self.requests = requests
    }
}
