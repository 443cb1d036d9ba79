import Foundation

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
        guard framing != .raw else { return Data() }
        var lines = ["HTTP/1.1 \(statusCode) \(Self.reasonPhrase(for: statusCode))"]
        lines += headers.map { "\($0.name): \($0.value)" }
        switch framing {
        case .contentLength, .raw:
            if !hasHeader(named: "content-length") { lines.append("Content-Length: \(body.count)") }
        case .chunked, .endlessChunks:
            if !hasHeader(named: "transfer-encoding") { lines.append("Transfer-Encoding: chunked") }
        }
        if !hasHeader(named: "connection") { lines.append("Connection: close") }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The bytes written to the client, according to `ending`; for `.endlessChunks`, the
    /// head only (the server then sends `endlessChunk` until the client leaves).
    var wireBytes: Data {
        let framed = head + framedBody
        switch ending {
        case .complete: return framed
        case .dropConnection: return Data()
        case .truncateBody(let afterBytes): return framed.prefix(head.count + max(0, afterBytes))
        }
    }

    /// The chunk an `.endlessChunks` response repeats: the body, or 16 KiB of `A` when the
    /// body is empty (an empty chunk would end the stream).
    var endlessChunk: Data {
        Self.chunk(body.isEmpty ? Data(repeating: 0x41, count: 16 * 1024) : body)
    }

    private var framedBody: Data {
        switch framing {
        case .contentLength, .raw:
            return body
        case .chunked(let size):
            let size = max(1, size)
            var framed = Data()
            for start in stride(from: body.startIndex, to: body.endIndex, by: size) {
                framed += Self.chunk(body[start..<min(body.endIndex, start + size)])
            }
            return framed + Self.chunk(Data())
        case .endlessChunks:
            return Data()
        }
    }

    private static func chunk(_ bytes: Data) -> Data {
        Data((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Data("\r\n".utf8)
    }

    private func hasHeader(named lowercasedName: String) -> Bool {
        headers.contains { $0.name.lowercased() == lowercasedName }
    }

    private static func reasonPhrase(for statusCode: Int) -> String {
        switch statusCode {
        case 100: "Continue"
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
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
