import Foundation

/// What a client does with one answer's status and `Location`: take it as the final
/// answer, follow it to the same origin, or stop with the reason.
enum HTTPRedirectDecision: Equatable, Sendable {
    /// Not a redirect to follow: the answer is the final one.
    case final
    /// A redirect to follow, to this absolute URL.
    case follow(URL)
    /// A redirect that must not be followed, and why.
    case stop(HTTPTransportError)

    /// The statuses that redirect a GET.
    static let statusCodes: Set<Int> = [301, 302, 303, 307, 308]

    /// The decision for an answer with `statusCode` and `location` to a request of
    /// `current`, after `redirectsSoFar` redirects and with at most `limit` of them. A
    /// redirect status without a `Location` names nowhere to go, so it is the final answer.
    init(
        statusCode: Int, location: String?, from current: URL, redirectsSoFar: Int, limit: Int
    ) {
        guard Self.statusCodes.contains(statusCode), let location else {
            self = .final
            return
        }
        self.init(location: location, from: current, redirectsSoFar: redirectsSoFar, limit: limit)
    }

    /// The decision for a redirect to `location` from `current`: an unreadable target first,
    /// then another origin, then one redirect too many.
    init(location: String, from current: URL, redirectsSoFar: Int, limit: Int) {
        guard let next = HTTPRedirect.target(of: location, from: current) else {
            self = .stop(.unreadableRedirect)
            return
        }
        guard HTTPRedirect.isSameOrigin(next, current) else {
            self = .stop(.redirectedElsewhere(origin: HTTPRedirect.displayOrigin(of: next)))
            return
        }
        guard redirectsSoFar < limit else {
            self = .stop(.tooManyRedirects(limit: limit))
            return
        }
        self = .follow(next)
    }
}
