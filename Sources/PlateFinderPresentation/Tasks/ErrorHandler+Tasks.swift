import Foundation
import PlateFinderDomain

extension ErrorHandler {
    /// Sorts a task failure and, when it is an interruption, shows it with `retry`;
    /// returns the failure for the screen to show inline.
    @discardableResult
    func report(_ error: TaskError, retry: @escaping RetryAction) -> AppError {
        let appError = AppError(error)
        if let interruption = appError.interruption { handle(interruption, retry: retry) }
        return appError
    }
}
