import Foundation

/// The final answer to a GET, once redirects have been followed.
public struct HTTPResponse: Equatable, Sendable {
    /// The status code, e.g. `200`.
    public let statusCode: Int
    /// The `Content-Type` header as sent, or `nil` when there was none.
    public let contentType: String?
    /// The body after content decoding; empty for a status outside 2xx, whose body is not
    /// read.
    public let body: Data
    /// How long the server asked to be left alone (`Retry-After`, read as a wait from when
    /// the answer was sent), or `nil` when it did not say in a form that can be read.
    public let retryAfter: Duration?

    /// An answer made of its parts.
    public init(statusCode: Int, contentType: String?, body: Data, retryAfter: Duration? = nil) {
        self.statusCode = statusCode
        self.contentType = contentType
        self.body = body
        self.retryAfter = retryAfter
    }

    /// The lower-cased media type of `contentType` (`text/html` of
    /// `Text/HTML; charset=latin1`), or `nil` when none was declared.
    public var mediaType: String? {
        guard let contentType else { return nil }
        let type = contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        return type.isEmpty ? nil : type.lowercased()
    }
}
