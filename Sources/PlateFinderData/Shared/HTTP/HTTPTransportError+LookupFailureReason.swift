import PlateFinderDomain

extension HTTPTransportError {
    /// The lookup failure this transport failure is: a time-out is `timedOut`; anything
    /// that kept the host from being reached, a URL that is not http(s) and a cancelled call
    /// are `unreachable`; an answer too large, a redirect elsewhere or too many of them are
    /// an unexpected answer, saying which.
    var reason: LookupFailureReason {
        switch self {
        case .timedOut: .timedOut
        case .network, .cancelled, .unsupportedURL: .unreachable
        case .tooLarge(let limit): .unexpectedAnswer(.bodyTooLarge(bytes: limit))
        case .headersTooLarge(let limit): .unexpectedAnswer(.headersTooLarge(bytes: limit))
        case .redirectedElsewhere(let origin):
            .unexpectedAnswer(.redirectedElsewhere(Self.shortened(origin)))
        case .tooManyRedirects(let limit): .unexpectedAnswer(.tooManyRedirects(limit))
        case .unreadableRedirect: .unexpectedAnswer(.unusableRedirect)
        }
    }

    /// Text from the server, cut to a length that fits in one sentence.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : text.prefix(79) + "…"
    }
}
