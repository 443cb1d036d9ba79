import Foundation

/// A source wanted that gave no answer: what could not be known from it, and why.
public struct UnansweredPart: Hashable, Sendable {
    /// The source.
    public let source: VehicleSource
    /// Its failure; nil when nothing was saved to read, or cancellation cut it short.
    public let failure: LookupFailure?

    /// `source` gave no answer, failing with `failure`.
    public init(source: VehicleSource, failure: LookupFailure?) {
        self.source = source
        self.failure = failure
    }
}
