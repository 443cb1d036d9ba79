import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A fines loader whose answers the test releases one by one, to see a screen while the
/// fines are still being read.
///
/// It ignores task cancellation on purpose: a real request may finish after its lookup
/// was abandoned, and the code under test must cope.
final class ControllableFinesLoader: FinesLoader, Sendable {
    private let answers = ControllableAnswers<Plate, Result<FinesReport, LookupFailure>>()

    /// Every plate asked about, in order.
    var requestedPlates: [Plate] { answers.requests }

    /// Holds the request until `complete(_:with:)` answers it.
    func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport? {
        try await answers.hold(plate.plate).get()
    }

    /// Holds the request until `complete(_:with:)` answers it.
    func loadFines(
        from page: VehiclePage, of plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport {
        try await answers.hold(plate.plate).get()
    }

    /// Returns once `count` requests have been received in all.
    func waitForRequests(_ count: Int) async {
        await answers.waitForRequests(count)
    }

    /// Answers the oldest held request about `plate`.
    func complete(
        _ plate: String, with result: Result<FinesReport, LookupFailure>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        answers.answer(Plate(plate), with: result, sourceLocation: sourceLocation)
    }
}
