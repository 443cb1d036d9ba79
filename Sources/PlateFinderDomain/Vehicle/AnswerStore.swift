import Foundation

/// Where one source's last answer about each plate is kept, so it can be used without
/// asking, or stand in when the source cannot be asked.
public protocol AnswerStore<Answer>: Sendable {
    /// What the source answers about a vehicle.
    associatedtype Answer: Equatable & Sendable

    /// The plate's saved answer, if any (its `answer` nil when the source said "no data").
    func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<Answer>?

    /// Keeps `answer`, given just now, as the plate's saved answer.
    func save(_ answer: SourceAnswer<Answer>, for plate: Plate) async throws(StoreError)

    /// Notes that asking about `plate` failed with `failure` at `date`; most stores keep no
    /// failures.
    func recordFailure(
        _ failure: LookupFailure, for plate: Plate, at date: Date
    ) async throws(StoreError)
}

extension AnswerStore {
    /// Keeps no failure.
    public func recordFailure(
        _ failure: LookupFailure, for plate: Plate, at date: Date
    ) async throws(StoreError) {}
}
