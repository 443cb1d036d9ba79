#if canImport(Darwin)
import Foundation

/// Refuses every redirect URLSession would follow by itself, so that the 3xx answer comes
/// back to `URLSessionHTTPClient`, which decides whether it may go there.
///
/// The completion-handler form, not the `async` one: it is the requirement itself on every
/// Foundation, so no SDK can leave it uncalled as a near miss.
final class URLSessionRedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    /// No new request: the task completes with the redirect answer itself.
    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
#endif
