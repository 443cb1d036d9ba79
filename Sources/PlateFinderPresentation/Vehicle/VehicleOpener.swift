import Foundation
import Observation
import PlateFinderDomain

/// Opens a listed plate's vehicle for the history and favourites screens: the cached
/// vehicle without a request when the history holds one, else a fresh search.
@MainActor
@Observable
final class VehicleOpener {
    /// The plate last opened.
    private(set) var plate: Plate?
    /// The vehicle of `plate`.
    private(set) var state: Loadable<CarSearchResult> = .idle

    @ObservationIgnored private let history: ManageHistory
    @ObservationIgnored private let errorHandler: ErrorHandler
    @ObservationIgnored private let operation = LatestOperation()

    init(history: ManageHistory, errorHandler: ErrorHandler) {
        self.history = history
        self.errorHandler = errorHandler
    }

    /// Opens `plate`, a stored plate submitted again (a list keeps whatever its file held);
    /// an interruption offers `retry`. Returns whether the answer was shown (false when a
    /// newer open or `close()` replaced it).
    func open(_ plate: Plate, retry: @escaping ErrorHandler.RetryAction) async -> Bool {
        self.plate = plate
        let submission = PlateSubmission(plate.value)
        guard let lookupPlate = submission.lookupPlate else {
            operation.cancel()
            state = .failed(.plate(.invalidPlate(submission.format)))
            return true
        }
        state = .loading
        return await operation.run { [history] in
            await Result { () async throws(CarSearchError) in
                try await history.open(lookupPlate)
            }
        } deliver: { [weak self] outcome in
            self?.finish(outcome, for: plate, retry: retry)
        }
    }

    /// Stops opening and forgets the plate opened.
    func close() {
        operation.cancel()
        plate = nil
        state = .idle
    }

    private func finish(
        _ outcome: Result<CarSearchResult, CarSearchError>, for plate: Plate,
        retry: @escaping ErrorHandler.RetryAction
    ) {
        switch outcome {
        case .success(let result):
            state = .loaded(result)
        case .failure(let error):
            state =
                AppError(error, plate: plate).map { .failed(errorHandler.report($0, retry: retry)) }
                ?? .idle
        }
    }
}
