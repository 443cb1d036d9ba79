import Foundation
import PlateFinderDomain

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches pages over HTTP(S) with Foundation's URLSession.
///
/// Errors: a non-2xx answer is `serverError(statusCode:)` (its body is not read); a time-out
/// is `timeout`; a refused, reset or unresolvable connection, a body cut short, a URL that
/// is not `http`/`https` and a cancelled call are `networkError`. A body over
/// `maximumBodyBytes` is `parsingError("response larger than … bytes")`: the portal did
/// answer, but with something this client will not read. It is refused from its
/// `Content-Length` before any of it is read, or, without one, as soon as the bytes
/// received pass the limit.
///
/// `timeout` bounds the whole request, from connecting to the last byte. The client keeps
/// that deadline itself: swift-corelibs-foundation truncates URLSession's timeouts to whole
/// seconds (a sub-second one fires at once) and only bounds idle time, so URLSession's own
/// timer is merely a backstop set past the deadline.
///
/// The session is ephemeral (nothing on disk, no cookies kept) and is invalidated when the
/// client goes away, which also releases the session's delegate. It is made on the first
/// request: on Linux, configuring any URLSession makes Foundation create folders under
/// HOME for its shared cookie storage and URL cache, which a command that never asks the
/// portal (`history`, `favorites`) must not do.
public final class URLSessionHTTPClient: HTMLClient {
    private let sessionLock = NSLock()
    // Safe to share across threads: read and written only while holding `sessionLock`.
    private nonisolated(unsafe) var madeSession: URLSession?
    /// Internal so tests can check the session lets go of it once the client is gone.
    let delegate: HTTPSessionDelegate
    private let timeout: TimeInterval
    private let userAgent: String
    private let maximumBodyBytes: Int

    /// A client that gives up after `timeout` seconds and refuses bodies over
    /// `maximumBodyBytes`, identifying itself with `userAgent`.
    public init(
        timeout: TimeInterval = 20, userAgent: String, maximumBodyBytes: Int = 2 * 1024 * 1024
    ) {
        let timeout =
            timeout.isFinite ? min(max(timeout, 0), Self.longestTimeout) : Self.longestTimeout
        self.timeout = timeout
        self.userAgent = userAgent
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        delegate = HTTPSessionDelegate()
    }

    deinit {
        sessionLock.withLock { madeSession }?.invalidateAndCancel()
    }

    /// The session, made on first use.
    private var session: URLSession {
        sessionLock.withLock {
            if let madeSession { return madeSession }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = Self.backstop(for: timeout)
            configuration.timeoutIntervalForResource = Self.backstop(for: timeout)
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            let session = URLSession(
                configuration: configuration, delegate: delegate, delegateQueue: nil)
            madeSession = session
            return session
        }
    }

    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none).
    public func fetchHTML(from url: URL) async throws(CarInfoError) -> String {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .networkError
        }
        let task = session.dataTask(with: request(for: url))
        let transfer = HTTPTransfer(maximumBodyBytes: maximumBodyBytes)
        delegate.register(transfer, for: task)
        let deadline = Task { [timeout] in
            try await Task.sleep(for: .seconds(timeout))
            transfer.expire()
        }
        defer { deadline.cancel() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(task, continuation: continuation)
            }
        } onCancel: {
            transfer.cancel()
        }
        let page = try outcome.get()
        return HTTPTextDecoder.decode(page.body, contentType: page.contentType)
    }

    private func request(for url: URL) -> URLRequest {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: Self.backstop(for: timeout))
        request.httpMethod = "GET"
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("text/html", forHTTPHeaderField: "Accept")
        return request
    }

    /// Bounds a timeout that may come from configuration: not negative, not infinite.
    private static let longestTimeout: TimeInterval = 24 * 60 * 60

    /// URLSession's own timer, whole seconds past the client's deadline so it never fires
    /// first.
    private static func backstop(for timeout: TimeInterval) -> TimeInterval {
        timeout.rounded(.up) + 1
    }
}
