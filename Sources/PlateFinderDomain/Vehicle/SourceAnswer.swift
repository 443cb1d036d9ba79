import Foundation

/// What a source said about a plate, and when it said it.
public struct SourceAnswer<Answer: Equatable & Sendable>: Equatable, Sendable {
    /// The answer; nil when the source has no vehicle with that plate ("no data").
    public let answer: Answer?
    /// When the source gave it.
    public let fetchedAt: Date

    /// `answer` (nil for "no data"), given at `fetchedAt`.
    public init(_ answer: Answer?, fetchedAt: Date) {
        self.answer = answer
        self.fetchedAt = fetchedAt
    }

    /// Whether the source said it has no such vehicle.
    public var isNoData: Bool { answer == nil }
}
