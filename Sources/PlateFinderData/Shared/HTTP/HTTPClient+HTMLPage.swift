import Foundation
import PlateFinderDomain

extension HTTPClient {
    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none), for every
    /// client's `HTMLClient.fetchPage(from:)`.
    ///
    /// Only a `200` with an HTML-like body (`text/*` or `application/xhtml+xml`, or no
    /// declared type) is a page. Another 2xx, a body too large, a redirect elsewhere or too
    /// many of them are an unexpected answer, saying which; a `429` or `503` is the host
    /// busy, with the wait it asked for (`Retry-After`); another status outside 2xx is an
    /// HTTP error; a time-out is `timedOut`; anything that kept the portal from being
    /// reached, a URL that is not http(s) and a cancelled call are `unreachable`.
    func htmlPage(from url: URL) async throws(LookupFailureReason) -> String {
        let response = try await sourceAnswer(from: url, accept: "text/html")
        if let mediaType = response.mediaType, !Self.isHTMLLike(mediaType) {
            throw .unexpectedAnswer(.contentType(HTTPTransportError.shortened(mediaType)))
        }
        return HTTPTextDecoder.decode(response.body, contentType: response.contentType)
    }

    private static func isHTMLLike(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("text/") || mediaType == "application/xhtml+xml"
    }
}
