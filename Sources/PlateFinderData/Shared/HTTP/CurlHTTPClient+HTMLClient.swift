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
        let response: HTTPResponse
        do {
            response = try await get(url, accept: "text/html")
        } catch {
            throw Self.carInfoError(for: error)
        }
        switch response.statusCode {
        case 200: break
        case 200..<300: throw .portalUnavailable("HTTP \(response.statusCode)")
        default: throw .serverError(statusCode: response.statusCode)
        }
        if let mediaType = response.mediaType, !Self.isHTMLLike(mediaType) {
            throw .portalUnavailable("content type \(Self.shortened(mediaType))")
        }
        return HTTPTextDecoder.decode(response.body, contentType: response.contentType)
    }

    private static func isHTMLLike(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("text/") || mediaType == "application/xhtml+xml"
    }

    private static func carInfoError(for error: HTTPTransportError) -> CarInfoError {
        switch error {
        case .timedOut: .timeout
        case .network, .cancelled, .unsupportedURL: .networkError
        case .tooLarge(let limit): .portalUnavailable("answer larger than \(byteCount(limit))")
        case .headersTooLarge(let limit):
            .portalUnavailable("answer headers larger than \(byteCount(limit))")
        case .redirectedElsewhere(let origin):
            .portalUnavailable("redirected to \(shortened(origin))")
        case .tooManyRedirects(let limit): .portalUnavailable("more than \(limit) redirects")
        case .unreadableRedirect: .portalUnavailable("a redirect without a usable address")
        }
    }

    /// `2 MiB`, `64 KiB`, or `1000 bytes` when not a whole number of either.
    private static func byteCount(_ count: Int) -> String {
        if count > 0, count % (1024 * 1024) == 0 { return "\(count / (1024 * 1024)) MiB" }
        if count > 0, count % 1024 == 0 { return "\(count / 1024) KiB" }
        return "\(count) bytes"
    }

    /// Text from the server, cut to a length that fits in one sentence.
    private static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : text.prefix(79) + "…"
    }
}
