import Foundation
import PlateFinderDomain

extension HTTPClient {
    /// The answer to a GET of `url` when its status is in `accepted`; any other status is
    /// the failure a source reports: busy on `429` and `503` (with the wait the host asked
    /// for), an unexpected answer on another 2xx, an HTTP error otherwise.
    func sourceAnswer(
        from url: URL, accept: String, accepted: Set<Int> = [200]
    ) async throws(LookupFailureReason) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await get(url, accept: accept)
        } catch {
            throw error.reason
        }
        let status = response.statusCode
        if accepted.contains(status) { return response }
        switch status {
        case 429, 503: throw .busy(statusCode: status, retryAfter: response.retryAfter)
        case 200..<300: throw .unexpectedAnswer(.status(status))
        default: throw .httpStatus(status)
        }
    }
}
