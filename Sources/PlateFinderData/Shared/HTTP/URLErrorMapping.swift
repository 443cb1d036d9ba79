import Foundation

/// The transport failure a Foundation URL loading error is, for clients built on
/// `URLSession`.
enum URLErrorMapping {
    /// `.timedOut` is a time-out, `.cancelled` a cancelled call, `.unsupportedURL` a URL
    /// not sent; every other code (no connection, DNS, TLS, a lost connection, a bad or
    /// badly encoded answer, …) kept the server from answering, which is `network`.
    static func transportError(for code: URLError.Code) -> HTTPTransportError {
        switch code {
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .unsupportedURL: .unsupportedURL
        default: .network
        }
    }

    /// The transport failure any error thrown while loading is: a transport failure stays
    /// itself, a `URLError` is mapped by its code, a task cancellation is `cancelled`, and
    /// anything else is `network`.
    static func transportError(for error: any Error) -> HTTPTransportError {
        if let error = error as? HTTPTransportError { return error }
        if let error = error as? URLError { return transportError(for: error.code) }
        if error is CancellationError { return .cancelled }
        return .network
    }
}
