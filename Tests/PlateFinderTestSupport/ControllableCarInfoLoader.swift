import Foundation
import PlateFinderDomain
import Testing

/// A loader whose answers the test releases one by one, to drive searches through their
/// states and to answer an old search after a newer one.
///
/// It ignores task cancellation on purpose: a real request may finish after its search
/// was abandoned, and the code under test must cope.
public final class ControllableCarInfoLoader: CarInfoLoader, Sendable {
    private let answers = ControllableAnswers<Plate, Result<Car, CarInfoError>>()

    /// A loader with nothing asked.
    public init() {}

    /// Every plate asked for, in order.
    public var requestedPlates: [Plate] { answers.requests }

    /// Holds the request until `complete(_:with:)` answers it.
    public func loadCar(for plate: LookupPlate) async throws(CarInfoError) -> Car {
        try await answers.hold(plate.plate).get()
    }

    /// Returns once `count` plates have been asked for in all.
    public func waitForRequests(_ count: Int) async {
        await answers.waitForRequests(count)
    }

    /// Answers the oldest held request for `plate`.
    public func complete(
        _ plate: String, with result: Result<Car, CarInfoError>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        answers.answer(Plate(plate), with: result, sourceLocation: sourceLocation)
    }
}
