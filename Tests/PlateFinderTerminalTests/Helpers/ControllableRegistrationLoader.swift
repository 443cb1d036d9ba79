import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// An SRI loader whose answers the test releases one by one, to show the app while the SRI
/// is still being asked.
final class ControllableRegistrationLoader: RegistrationLoader, Sendable {
    private let answers = ControllableAnswers<Plate, Result<SRIRegistration?, LookupFailure>>()

    /// Holds the request until `complete(_:with:)` answers it.
    func loadRegistration(for plate: LookupPlate) async throws(LookupFailure) -> SRIRegistration? {
        try await answers.hold(plate.plate).get()
    }

    /// Returns once `count` plates have been asked for in all.
    func waitForRequests(_ count: Int) async {
        await answers.waitForRequests(count)
    }

    /// Answers the oldest held request for `plate` (nil: the SRI has no such vehicle).
    func complete(
        _ plate: String, with result: Result<SRIRegistration?, LookupFailure>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        answers.answer(Plate(plate), with: result, sourceLocation: sourceLocation)
    }
}
