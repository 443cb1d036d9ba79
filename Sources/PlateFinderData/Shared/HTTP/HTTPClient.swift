import Foundation

/// Sends GET requests and returns the final answer, whatever its status.
public protocol HTTPClient: Sendable {
    /// The final answer to a GET of `url` with `Accept: accept`.
    func get(_ url: URL, accept: String) async throws(HTTPTransportError) -> HTTPResponse
}
