#if canImport(Darwin)
import Foundation
import PlateFinderDomain

extension URLSessionHTTPClient: HTMLClient {
    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none), read
    /// and refused exactly as `CurlHTTPClient` reads and refuses it.
    public func fetchPage(from url: URL) async throws(LookupFailureReason) -> String {
        try await htmlPage(from: url)
    }
}
#endif
