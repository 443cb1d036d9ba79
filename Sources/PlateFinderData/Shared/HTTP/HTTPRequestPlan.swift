import Foundation
import PlateFinderDomain

/// What a GET sends and how long it may take, decided before anything is sent, the same for
/// every client: http and https only, an `Accept` and a `User-Agent` that cannot end their
/// header line early, and one deadline for the request and its redirects together.
struct HTTPRequestPlan: Equatable, Sendable {
    /// The largest decoded body read unless told otherwise: 2 MiB.
    static let defaultMaximumBodyBytes = 2 * 1024 * 1024
    /// How many redirects in a row are followed.
    static let maximumRedirects = 5
    /// The longest timeout taken from configuration: a day.
    static let longestTimeout: TimeInterval = 24 * 60 * 60

    /// Where the first request goes.
    let url: URL
    /// The `Accept` value, control characters removed.
    let accept: String
    /// The `User-Agent` value, control characters removed.
    let userAgent: String

    /// The plan for a GET of `url`; refuses, before anything is sent, a URL that is not
    /// `http` or `https`.
    init(url: URL, accept: String, userAgent: String) throws(HTTPTransportError) {
        guard HTTPRedirect.isHTTP(url) else { throw .unsupportedURL }
        self.url = url
        self.accept = ControlCharacterStripper.strip(accept)
        self.userAgent = ControlCharacterStripper.strip(userAgent)
    }

    /// The header fields every request of the plan carries.
    var headerFields: [String: String] {
        ["Accept": accept, "User-Agent": userAgent]
    }

    /// `seconds` as a timeout: a negative one is none at all, and an infinite, unreadable or
    /// longer one is `longestTimeout`, since it may come from configuration.
    static func timeout(seconds: TimeInterval) -> Duration {
        let bounded = seconds.isFinite ? min(max(seconds, 0), longestTimeout) : longestTimeout
        return .seconds(bounded)
    }

    /// Seconds left from `now` until `deadline`; zero or less once it passed.
    static func secondsLeft(
        until deadline: ContinuousClock.Instant, from now: ContinuousClock.Instant
    ) -> TimeInterval {
        seconds(of: deadline - now)
    }

    /// `duration` in seconds, as Foundation's timeouts take it.
    static func seconds(of duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
