#if canImport(Darwin)
import Foundation

/// GETs over HTTP(S) with URLSession, bounded as `CurlHTTPClient` bounds them on Linux.
///
/// - Time: `timeout` covers the whole request, redirects included: each hop is given what
///   is left of one deadline, and the hop in flight is cancelled when it passes.
/// - Size: a body is refused from a `Content-Length` over `maximumBodyBytes` before any of
///   it is read, and otherwise as soon as the decoded bytes pass it, the transfer cancelled.
/// - Redirects: URLSession follows none; the client follows at most `maximumRedirects` in a
///   row, and only to the same scheme, host and port.
/// - Nothing else: http and https only, an ephemeral session with no cookies, no cache and
///   no stored credentials, nothing on disk.
public final class URLSessionHTTPClient: HTTPClient, Sendable {
    /// The largest decoded body read unless told otherwise: 2 MiB.
    public static let defaultMaximumBodyBytes = HTTPRequestPlan.defaultMaximumBodyBytes
    /// How many redirects in a row are followed.
    public static let maximumRedirects = HTTPRequestPlan.maximumRedirects

    /// The largest decoded body this client reads.
    public let maximumBodyBytes: Int
    private let timeout: Duration
    private let userAgent: String
    private let session: URLSession
    private let redirects = URLSessionRedirectRefusal()

    /// What one hop came to.
    private enum Step {
        case answer(HTTPResponse)
        case redirect(URL)
    }

    /// A client that gives up on a request after `timeout` seconds and refuses bodies over
    /// `maximumBodyBytes`, identifying itself with `userAgent`.
    public init(
        timeout: TimeInterval = 20, userAgent: String,
        maximumBodyBytes: Int = URLSessionHTTPClient.defaultMaximumBodyBytes
    ) {
        self.timeout = HTTPRequestPlan.timeout(seconds: timeout)
        self.userAgent = userAgent
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        // The refusal is both the session's delegate and each task's: a task's delegate
        // comes first where it is honoured, and the session's covers where it is not.
        session = URLSession(
            configuration: .bounded(timeout: self.timeout), delegate: redirects,
            delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// The final answer to a GET of `url` with `Accept: accept`, after same-origin
    /// redirects. Any status is an answer; only a 2xx answer's body is read.
    public func get(_ url: URL, accept: String) async throws(HTTPTransportError) -> HTTPResponse {
        let plan = try HTTPRequestPlan(url: url, accept: accept, userAgent: userAgent)
        guard !Task.isCancelled else { throw .cancelled }
        let deadline = ContinuousClock.now + timeout
        return try await HTTPDeadline.run(until: deadline) {
            await self.follow(plan, until: deadline)
        }.get()
    }

    private func follow(
        _ plan: HTTPRequestPlan, until deadline: ContinuousClock.Instant
    ) async -> Result<HTTPResponse, HTTPTransportError> {
        var url = plan.url
        var count = 0
        do {
            while true {
                let secondsLeft = HTTPRequestPlan.secondsLeft(until: deadline, from: .now)
                guard secondsLeft > 0 else { return .failure(.timedOut) }
                switch try await exchange(url, plan, redirectsSoFar: count, within: secondsLeft) {
                case .answer(let response): return .success(response)
                case .redirect(let next): (url, count) = (next, count + 1)
                }
            }
        } catch {
            return .failure(URLErrorMapping.transportError(for: error))
        }
    }

    /// One request and its answer: a redirect to follow, or the final answer, its body read
    /// only for a 2xx and only up to the limit.
    private func exchange(
        _ url: URL, _ plan: HTTPRequestPlan, redirectsSoFar: Int, within seconds: TimeInterval
    ) async throws -> Step {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        request.httpShouldHandleCookies = false
        for (name, value) in plan.headerFields { request.setValue(value, forHTTPHeaderField: name) }
        let (bytes, answer) = try await session.bytes(for: request, delegate: redirects)
        // Whatever this hop comes to, nothing more of it is read.
        defer { bytes.task.cancel() }
        guard let answer = answer as? HTTPURLResponse else { throw HTTPTransportError.network }
        let head = try HTTPResponseHead(statusCode: answer.statusCode, fields: answer.textFields)
        let decision = HTTPRedirectDecision(
            statusCode: answer.statusCode, location: head.location, from: url,
            redirectsSoFar: redirectsSoFar, limit: Self.maximumRedirects)
        switch decision {
        case .follow(let next): return .redirect(next)
        case .stop(let error): throw error
        case .final: break
        }
        var limit = HTTPBodyLimit(maximumBytes: maximumBodyBytes)
        if (200..<300).contains(answer.statusCode) {
            try limit.admit(declaredLength: head.declaredLength)
            try await Self.read(bytes, into: &limit)
        }
        guard let response = head.response(body: limit.body) else {
            throw HTTPTransportError.network
        }
        return .answer(response)
    }

    /// Reads `bytes` in chunks, never one byte past what fits, so the limit refuses the
    /// body as soon as it is passed.
    private static func read(
        _ bytes: URLSession.AsyncBytes, into limit: inout HTTPBodyLimit
    ) async throws {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkBytes)
        for try await byte in bytes {
            chunk.append(byte)
            guard chunk.count > min(chunkBytes - 1, limit.remainingBytes) else { continue }
            try Task.checkCancellation()
            try limit.append(chunk)
            chunk.removeAll(keepingCapacity: true)
        }
        try limit.append(chunk)
    }

    private static let chunkBytes = 64 * 1024
}
#endif
