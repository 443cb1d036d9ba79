import Foundation
import PlateFinderDomain

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches pages over HTTP(S) with Foundation's URLSession.
public final class URLSessionHTTPClient: HTMLClient {
    /// A client that gives up after `timeout` seconds and refuses bodies over
    /// `maximumBodyBytes`, identifying itself with `userAgent`.
    public init(
        timeout: TimeInterval = 20, userAgent: String, maximumBodyBytes: Int = 2 * 1024 * 1024
    ) {}

    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none).
    public func fetchHTML(from url: URL) async throws(CarInfoError) -> String {
        throw .networkError
    }
}
