import Foundation
import PlateFinderDomain

extension CurlHTTPClient: HTMLClient {
    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none).
    ///
    /// Only a `200` with an HTML-like body (`text/*` or `application/xhtml+xml`, or no
    /// declared type) is a page. Another 2xx, a body too large, a redirect elsewhere or too
    /// many of them are `portalUnavailable`, saying which; a status outside 2xx is
    /// `serverError`; a time-out is `timeout`; anything that kept the portal from being
    /// reached, a URL that is not http(s) and a cancelled call are `networkError`.
    public func fetchHTML(from url: URL) async throws(CarInfoError) -> String {
        do { return try await fetchPage(from: url) } catch { throw error.error }
    }

    /// The page at `url` as `fetchHTML` gives it; a `429` or `503` says that the host is
    /// busy, and for how long it asked to be left alone when it said (`Retry-After`).
    public func fetchPage(from url: URL) async throws(SourceFailure) -> String {
        let response = try await sourceAnswer(from: url, accept: "text/html")
        if let mediaType = response.mediaType, !Self.isHTMLLike(mediaType) {
            throw .lookup(
                .portalUnavailable("content type \(HTTPTransportError.shortened(mediaType))"))
        }
        return HTTPTextDecoder.decode(response.body, contentType: response.contentType)
    }

    private static func isHTMLLike(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("text/") || mediaType == "application/xhtml+xml"
    }
}
