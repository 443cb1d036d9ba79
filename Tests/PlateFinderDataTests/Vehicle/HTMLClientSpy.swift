import Foundation
import PlateFinderDomain

/// Records the pages it is asked for and answers with a stubbed result, failing when
/// nothing was stubbed so an unexpected request shows up.
actor HTMLClientSpy: HTMLClient {
    enum Message: Equatable {
        case fetchHTML(URL)
    }

    static let unstubbedError = CarInfoError.parsingError("HTMLClientSpy: no result stubbed")

    private(set) var messages: [Message] = []
    private var result: Result<String, CarInfoError> = .failure(unstubbedError)

    func stub(_ result: Result<String, CarInfoError>) {
        self.result = result
    }

    func fetchHTML(from url: URL) async throws(CarInfoError) -> String {
        messages.append(.fetchHTML(url))
        return try result.get()
    }
}
