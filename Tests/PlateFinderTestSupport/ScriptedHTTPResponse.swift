import Foundation

/// A scripted HTTP/1.1 response.
public struct ScriptedHTTPResponse: Sendable {
    /// The status code of the status line.
    public var statusCode: Int
    /// Header fields sent in this order, before the framing headers the server adds.
    public var headers: [(name: String, value: String)]
    /// The body bytes.
    public var body: Data
    /// How long to wait before sending anything (for time-out tests).
    public var delay: Duration
    /// How the exchange ends.
    public var ending: Ending

    /// How an exchange ends.
    public enum Ending: Sendable, Equatable {
        /// Full response, Content-Length set (unless the headers already set one), then close.
        case complete
        /// Close the socket without writing anything.
        case dropConnection
        /// Send the headers with the full Content-Length, then only that many body bytes, then
        /// close.
        case truncateBody(afterBytes: Int)
    }

    /// A response with the given parts; by default an empty `200` sent at once and in full.
    public init(
        statusCode: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delay: Duration = .zero, ending: Ending = .complete
    ) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
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
}

extension ScriptedHTTPResponse {
    /// Sent when a request arrives with nothing queued, so an unconfigured test fails loudly.
    static let unscripted = plainText(statusCode: 599, "no scripted response")

    /// Sent when the request head cannot be parsed; such requests are not recorded.
    static let malformedRequest = plainText(statusCode: 400, "malformed request")

    private static func plainText(statusCode: Int, _ text: String) -> ScriptedHTTPResponse {
        ScriptedHTTPResponse(
            statusCode: statusCode, headers: [("Content-Type", "text/plain")],
            body: Data(text.utf8))
    }

    /// The status line and header block, with the framing headers this server always sends.
    var head: Data {
        var lines = ["HTTP/1.1 \(statusCode) \(Self.reasonPhrase(for: statusCode))"]
        lines += headers.map { "\($0.name): \($0.value)" }
        if !hasHeader(named: "content-length") { lines.append("Content-Length: \(body.count)") }
        if !hasHeader(named: "connection") { lines.append("Connection: close") }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The bytes written to the client, according to `ending`.
    var wireBytes: Data {
        switch ending {
        case .complete: head + body
        case .dropConnection: Data()
        case .truncateBody(let afterBytes): head + body.prefix(max(0, afterBytes))
        }
    }

    private func hasHeader(named lowercasedName: String) -> Bool {
        headers.contains { $0.name.lowercased() == lowercasedName }
    }

    private static func reasonPhrase(for statusCode: Int) -> String {
        switch statusCode {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 599: "No Scripted Response"
        default: "Status"
        }
    }
}
