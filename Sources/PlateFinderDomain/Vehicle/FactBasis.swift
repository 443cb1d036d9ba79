import Foundation

/// What a fact about a vehicle rests on: the source that said it, and when.
public struct FactBasis: Hashable, Sendable {
    /// The source.
    public let source: VehicleSource
    /// Where its answer came from, and when the source gave it.
    public let origin: AnswerOrigin

    /// A fact resting on `source`'s answer of `origin`.
    public init(source: VehicleSource, origin: AnswerOrigin) {
        self.source = source
        self.origin = origin
    }

    /// When the source gave the answer.
    public var fetchedAt: Date { origin.fetchedAt }
}
