import PlateFinderDomain

extension HTTPTransportError {
    /// The lookup failure this transport failure is: a time-out is `timeout`; anything that
    /// kept the service from being reached, a URL that is not http(s) and a cancelled call
    /// are `networkError`; an answer too large, a redirect elsewhere or too many of them are
    /// `portalUnavailable`, saying which.
    var carInfoError: CarInfoError {
        switch self {
        case .timedOut: .timeout
        case .network, .cancelled, .unsupportedURL: .networkError
        case .tooLarge(let limit): .portalUnavailable("answer larger than \(Self.byteCount(limit))")
        case .headersTooLarge(let limit):
            .portalUnavailable("answer headers larger than \(Self.byteCount(limit))")
        case .redirectedElsewhere(let origin):
            .portalUnavailable("redirected to \(Self.shortened(origin))")
        case .tooManyRedirects(let limit): .portalUnavailable("more than \(limit) redirects")
        case .unreadableRedirect: .portalUnavailable("a redirect without a usable address")
        }
    }

    /// `2 MiB`, `64 KiB`, or `1000 bytes` when not a whole number of either.
    static func byteCount(_ count: Int) -> String {
        if count > 0, count % (1024 * 1024) == 0 { return "\(count / (1024 * 1024)) MiB" }
        if count > 0, count % 1024 == 0 { return "\(count / 1024) KiB" }
        return "\(count) bytes"
    }

    /// Text from the server, cut to a length that fits in one sentence.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : text.prefix(79) + "…"
    }
}
