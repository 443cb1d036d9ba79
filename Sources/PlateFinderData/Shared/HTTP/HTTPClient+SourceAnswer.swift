import Foundation
import PlateFinderDomain

extension HTTPClient {
    /// The answer to a GET of `url` when its status is in `accepted`; any other status is
    /// the failure a source reports: busy on `429` and `503` (as `busy` words it, with the
    /// wait the host asked for), the portal failing on another 2xx, a server error otherwise.
    func sourceAnswer(
        from url: URL, accept: String, accepted: Set<Int> = [200],
        busy: (_ statusCode: Int) -> CarInfoError = { .serverError(statusCode: $0) }
    ) async throws(SourceFailure) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await get(url, accept: accept)
        } catch {
            throw .lookup(error.carInfoError)
        }
        let status = response.statusCode
        if accepted.contains(status) { return response }
        switch status {
        case 429, 503: throw .hostBusy(busy(status), retryAfter: response.retryAfter)
        case 200..<300: throw .lookup(.portalUnavailable("HTTP \(status)"))
        default: throw .lookup(.serverError(statusCode: status))
        }
    }
}
