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

    /// Opens `plate`; an interruption offers `retry`. Returns whether the answer was shown
    /// (false when a newer open or `close()` replaced it).
    func open(_ plate: Plate, retry: @escaping ErrorHandler.RetryAction) async -> Bool {
        self.plate = plate
        state = .loading
        return await operation.run { [history] in
            await Result { () async throws(CarSearchError) in try await history.open(plate) }
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
        state = errorHandler.state(after: outcome, for: plate, retry: retry)
    }
}
