/// Why a GET produced no answer; an answer with an error status is not one of these.
public enum HTTPTransportError: Error, Equatable, Sendable {
    /// The URL is not `http` or `https`, so nothing was sent.
    case unsupportedURL
    /// The request, redirects included, was not over by its deadline.
    case timedOut
    /// The server could not be reached or did not speak HTTP: refused, reset, unresolvable,
    /// a failed TLS handshake, a body cut short or badly encoded.
    case network
    /// The body passed `limit` bytes once decoded, or declared a `Content-Length` over it.
    case tooLarge(limit: Int)
    /// The response head passed `limit` bytes.
    case headersTooLarge(limit: Int)
    /// A redirect led to another scheme, host or port, named by `origin`
    /// (`https://other.example`); it was not followed.
    case redirectedElsewhere(origin: String)
    /// The server redirected more than `limit` times in a row.
    case tooManyRedirects(limit: Int)
    /// A redirect's `Location` is missing or not a URL.
    case unreadableRedirect
    /// The caller's task was cancelled.
    case cancelled
}
