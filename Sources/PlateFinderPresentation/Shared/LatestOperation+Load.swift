import Foundation

extension LatestOperation {
    /// Reads what a screen lists or shows: delivers it loaded, or failed after reporting the
    /// failure to `errorHandler` with `retry`; an answer a newer read replaced is dropped.
    func load<Value: Sendable, Failure: Error>(
        _ read: @escaping @Sendable () async throws(Failure) -> Value,
        failingAs appError: @escaping @Sendable (Failure) -> AppError,
        reportingTo errorHandler: ErrorHandler,
        retry: @escaping ErrorHandler.RetryAction,
        deliver: @escaping @MainActor (Loadable<Value>) -> Void
    ) async {
        await run {
            await Result(asyncCatching: read)
        } deliver: { outcome in
            switch outcome {
            case .success(let value):
                deliver(.loaded(value))
            case .failure(let error):
                deliver(.failed(errorHandler.report(appError(error), retry: retry)))
            }
        }
    }
}
