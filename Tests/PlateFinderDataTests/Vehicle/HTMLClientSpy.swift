import Foundation
import PlateFinderDomain

/// Records the pages it is asked for and answers with a stubbed result, failing when
/// nothing was stubbed so an unexpected request shows up.
actor HTMLClientSpy: HTMLClient {
    enum Message: Equatable {
        case fetchPage(URL)
    }

    static let unstubbedFailure = LookupFailureReason.notUnderstood(
        .described("HTMLClientSpy: no result stubbed"))

    private(set) var messages: [Message] = []
    private var result: Result<String, LookupFailureReason> = .failure(unstubbedFailure)

    func stub(_ result: Result<String, LookupFailureReason>) {
        self.result = result
    }

    func fetchPage(from url: URL) async throws(LookupFailureReason) -> String {
        messages.append(.fetchPage(url))
        return try result.get()
    }
}
