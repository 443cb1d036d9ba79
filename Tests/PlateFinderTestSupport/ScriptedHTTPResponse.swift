import DecompressionBombs
import Foundation

/// A scripted HTTP/1.1 response.
public struct ScriptedHTTPResponse: Sendable {
    /// The status code of the status line.
    public var statusCode: Int
    /// Header fields sent in this order, before the framing headers the server adds.
    public var headers: [(name: String, value: String)]
    /// The body bytes (for `.endlessChunks`, the chunk sent again and again).
    public var body: Data
    /// How the body is framed on the wire.
    public var framing: Framing
    /// How long to wait before sending anything (for time-out tests). The server stops
    /// waiting when the client leaves or the server stops.
    public var delay: Duration
    /// How the exchange ends.
    public var ending: Ending

    /// How a body is framed on the wire.
    public enum Framing: Sendable, Equatable {
        /// A `Content-Length` header (unless the headers already set one), then the body.
        case contentLength
        /// `Transfer-Encoding: chunked`: the body in chunks of at most `size` bytes, then
        /// the last, empty chunk.
        case chunked(size: Int)
        /// `Transfer-Encoding: chunked`, the body sent as one chunk again and again, as fast
        /// as the client reads, until it leaves or the server stops.
        case endlessChunks
        /// No head at all: the body is the whole answer, sent as it is (interim responses,
        /// broken heads).
        case raw
    }

    /// How an exchange ends.
    public enum Ending: Sendable, Equatable {
        /// The whole response as framed, then close.
        case complete
        /// Close the socket without writing anything.
        case dropConnection
        /// Send the head with the full framing, then only that many bytes of the framed body,
        /// then close.
        case truncateBody(afterBytes: Int)
    }

    /// A response with the given parts; by default an empty `200` sent at once and in full.
    public init(
        statusCode: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        framing: Framing = .contentLength, delay: Duration = .zero, ending: Ending = .complete
    ) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.framing = framing
        self.delay = delay
        self.ending = ending
    }

    /// A `200` with `Content-Type: text/html`, naming the charset only when given.
    public static func html(
        _ body: Data, charset: String? = nil, statusCode: Int = 200
    ) -> ScriptedHTTPResponse {
        let contentType = charset.map { "text/html; charset=\($0)" } ?? "text/html"
        return ScriptedHTTPResponse(
            statusCode: statusCode, headers: [("Content-Type", contentType)], body: body)
    }

    /// A `200` with `Content-Type: application/json`.
    public static func json(_ body: Data, statusCode: Int = 200) -> ScriptedHTTPResponse {
        ScriptedHTTPResponse(
            statusCode: statusCode, headers: [("Content-Type", "application/json")], body: body)
    }
}

extension ScriptedHTTPResponse {
    /// A redirect to `location` (absolute or relative, sent as given).
    public static func redirect(to location: String, statusCode: Int = 302) -> Self {
        ScriptedHTTPResponse(statusCode: statusCode, headers: [("Location", location)])
    }

    /// A `200` whose body is `encoded`, declared as `Content-Encoding: gzip`.
    public static func gzip(
        _ encoded: Data, contentType: String = "text/html", framing: Framing = .contentLength
    ) -> Self {
        ScriptedHTTPResponse(
            headers: [("Content-Type", contentType), ("Content-Encoding", "gzip")], body: encoded,
            framing: framing)
    }

    /// A `200` whose gzip body decodes to `count` zero bytes, about a thousand times what
    /// it takes on the wire: a decompression bomb when `count` is large.
    public static func gzippedZeros(count: Int, framing: Framing = .contentLength) -> Self {
        gzip(GzipBomb.zeros(count: count), framing: framing)
    }

    /// Exactly `bytes` on the wire, with no head added.
    public static func raw(_ bytes: Data) -> Self {
        ScriptedHTTPResponse(body: bytes, framing: .raw)
    }

    /// No answer at all: the server reads the request and waits until the client leaves or
    /// the server stops.
    public static let silent = ScriptedHTTPResponse(delay: .seconds(24 * 60 * 60))
}
