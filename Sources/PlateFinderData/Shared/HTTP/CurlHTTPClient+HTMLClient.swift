#if canImport(CCurl)
import Foundation
import PlateFinderDomain

extension CurlHTTPClient: HTMLClient {
    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none).
    ///
    /// Only a `200` with an HTML-like body (`text/*` or `application/xhtml+xml`, or no
    /// declared type) is a page. Another 2xx, a body too large, a redirect elsewhere or too
    /// many of them are an unexpected answer, saying which; a `429` or `503` is the host
    /// busy, with the wait it asked for (`Retry-After`); another status outside 2xx is an
    /// HTTP error; a time-out is `timedOut`; anything that kept the portal from being
    /// reached, a URL that is not http(s) and a cancelled call are `unreachable`.
    public func fetchPage(from url: URL) async throws(LookupFailureReason) -> String {
        try await htmlPage(from: url)
    }
}
#endif
