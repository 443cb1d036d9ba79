import Foundation
import PlateFinderDomain

extension ErrorHandler {
    /// What a screen shows once a search of `plate` ended: the vehicle, or the failure — an
    /// interruption is also reported here with `retry` — or nothing when it was cancelled.
    func state(
        after outcome: Result<CarSearchResult, CarSearchError>, for plate: Plate,
        retry: @escaping RetryAction
    ) -> Loadable<CarSearchResult> {
        switch outcome {
        case .success(let result):
            return .loaded(result)
        case .failure(let error):
            guard let appError = AppError(error, plate: plate) else { return .idle }
            if let interruption = appError.interruption { handle(interruption, retry: retry) }
            return .failed(appError)
        }
    }
}
