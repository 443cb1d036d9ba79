import Foundation
import PlateFinderData

/// An HTTP client answering every GET with one scripted outcome, recording what it was
/// asked; unscripted, it fails as a network failure, so a forgotten set-up shows.
final class HTTPClientStub: HTTPClient, @unchecked Sendable {
    /// One GET: its URL and its `Accept`.
    struct Request: Equatable {
        let url: URL
        let accept: String
    }

    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var outcome: Result<HTTPResponse, HTTPTransportError> = .failure(.network)
    private var received: [Request] = []

    /// Every GET, in order.
    var requests: [Request] { lock.withLock { received } }

    /// Answers every later GET with `outcome`.
    func stub(_ outcome: Result<HTTPResponse, HTTPTransportError>) {
        lock.withLock { self.outcome = outcome }
    }

    func get(_ url: URL, accept: String) async throws(HTTPTransportError) -> HTTPResponse {
        let outcome = lock.withLock {
            received.append(Request(url: url, accept: accept))
            return self.outcome
        }
        return try outcome.get()
    }
}
