import Foundation
import PlateFinderDomain
import Testing

/// An ANT page loader whose answers the test releases one by one, to drive lookups through
/// their states and to answer an old lookup after a newer one.
///
/// It ignores task cancellation on purpose: a real request may finish after its lookup
/// was abandoned, and the code under test must cope.
public final class ControllableVehiclePageLoader: VehiclePageLoader, Sendable {
    private let answers = ControllableAnswers<Plate, Result<Car?, LookupFailure>>()

    /// A loader with nothing asked.
    public init() {}

    /// Every plate asked for, in order.
    public var requestedPlates: [Plate] { answers.requests }

    /// Holds the request until `complete(_:with:)` answers it.
    public func loadPage(for plate: LookupPlate) async throws(LookupFailure) -> VehiclePage? {
        try await answers.hold(plate.plate).get().map { VehiclePage(car: $0, finesGrid: nil) }
    }

    /// Returns once `count` plates have been asked for in all.
    public func waitForRequests(_ count: Int) async {
        await answers.waitForRequests(count)
    }

    /// Answers the oldest held request for `plate` (a nil car: the portal's "no data").
    public func complete(
        _ plate: String, with result: Result<Car?, LookupFailure>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        answers.answer(Plate(plate), with: result, sourceLocation: sourceLocation)
    }
}
