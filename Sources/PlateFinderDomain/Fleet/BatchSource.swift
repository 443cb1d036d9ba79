import Foundation

/// One source a batch asks about each plate: where its saved answers are kept, how it is
/// asked, and which host it asks.
///
/// The ANT's vehicle page, the SRI's dues and the ANT's fines grid are the sources; the
/// grid is on the ANT's host, so it shares the portal's pacing.
public protocol BatchSource<Answer>: Sendable {
    /// What the source answers about a vehicle.
    associatedtype Answer: Equatable & Sendable

    /// The host the requests go to.
    var host: ServiceHost { get }

    /// The plate's saved answer, if any.
    func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<Answer>?

    /// Asks the source once: its answer, or nil when it has no vehicle with that plate.
    func fetch(_ plate: LookupPlate) async throws(SourceFailure) -> Answer?

    /// Keeps `answer`, fetched just now, as the plate's saved answer; never in the search
    /// history.
    func save(_ answer: SourceAnswer<Answer>, for plate: Plate) async throws(StoreError)
}
