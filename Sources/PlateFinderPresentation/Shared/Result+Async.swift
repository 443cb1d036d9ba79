import Foundation

extension Result where Success: Sendable {
    /// The outcome of an asynchronous call with a typed error.
    init(asyncCatching body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
