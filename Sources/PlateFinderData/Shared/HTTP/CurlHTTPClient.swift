#if canImport(CCurl)
import Foundation

/// GETs over HTTP(S) with libcurl, bounded in time, size and where it may be sent.
///
/// - Time: `timeout` covers the whole request, redirects included. The client keeps that
///   deadline itself and gives libcurl the time left as its own timeout too. Waiting blocks
///   in the kernel on a thread of the request's own, so it costs no CPU; cancelling the
///   calling task stops the transfer at once.
/// - Size: a body is refused from a `Content-Length` over `maximumBodyBytes` before any of
///   it is read, and otherwise as soon as the bytes decoded so far (gzip, deflate, … are
///   decoded as they arrive) pass it. A head over 64 KiB is refused too.
/// - Redirects: followed by the client, not by libcurl: at most `maximumRedirects` in a row,
///   and only to the same scheme, host and port.
/// - Nothing else: http and https only, no cookies, no netrc, no cache, nothing on disk.
public final class CurlHTTPClient: Sendable {
    /// The largest decoded body read unless told otherwise: 2 MiB.
    public static let defaultMaximumBodyBytes = HTTPRequestPlan.defaultMaximumBodyBytes
    /// How many redirects in a row are followed.
    public static let maximumRedirects = HTTPRequestPlan.maximumRedirects

    /// The largest decoded body this client reads.
    public let maximumBodyBytes: Int
    private let timeout: Duration
    private let userAgent: String

    /// A client that gives up on a request after `timeout` seconds and refuses bodies over
    /// `maximumBodyBytes`, identifying itself with `userAgent`.
    public init(
        timeout: TimeInterval = 20, userAgent: String,
        maximumBodyBytes: Int = CurlHTTPClient.defaultMaximumBodyBytes
    ) {
        self.timeout = HTTPRequestPlan.timeout(seconds: timeout)
        self.userAgent = userAgent
        self.maximumBodyBytes = max(0, maximumBodyBytes)
    }

    /// The final answer to a GET of `url` with `Accept: accept`, after same-origin
    /// redirects. Any status is an answer; only a 2xx answer's body is read.
    public func get(_ url: URL, accept: String) async throws(HTTPTransportError) -> HTTPResponse {
        guard HTTPRedirect.isHTTP(url) else { throw .unsupportedURL }
        guard !Task.isCancelled else { throw .cancelled }
        let request = CurlRequest(
            CurlRequest.Settings(
                url: url, accept: accept, userAgent: userAgent,
                deadline: .now + timeout, maximumBodyBytes: maximumBodyBytes,
                maximumRedirects: Self.maximumRedirects))
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                request.start { continuation.resume(returning: $0) }
            }
        } onCancel: {
            request.cancel()
        }
        return try outcome.get()
    }
}
#endif
