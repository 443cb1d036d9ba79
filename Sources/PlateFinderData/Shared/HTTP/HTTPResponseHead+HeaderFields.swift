import Foundation

extension HTTPResponseHead {
    /// The most bytes a head may have, its lines as a server would send them.
    static let maximumBytes = 64 * 1024

    /// The complete head of a final answer whose status and fields another HTTP stack has
    /// already parsed, read as the lines a server would have sent, so that every client
    /// reads `Content-Length`, `Location`, `Retry-After`, … the same way. Fields whose name is
    /// not an HTTP token are dropped, so none can pass for a status line.
    init(statusCode: Int, fields: [(name: String, value: String)]) throws(HTTPTransportError) {
        self.init()
        let lines =
            ["HTTP/1.1 \(statusCode)"]
            + fields.filter { Self.isToken($0.name) }.map {
                "\($0.name): \(Self.oneLine($0.value))"
            }
            + [""]
        let bytes = lines.reduce(0) { $0 + $1.utf8.count + 2 }
        guard bytes <= Self.maximumBytes else { throw .headersTooLarge(limit: Self.maximumBytes) }
        for line in lines { read(line: Array("\(line)\r\n".utf8)) }
    }

    /// The final answer this head and `body` make, its `Retry-After` read from the head's
    /// `Date`, or from `receivedAt` when the server sent none; `nil` when the head has no
    /// readable status.
    func response(body: Data, receivedAt: Date = Date()) -> HTTPResponse? {
        guard isComplete, let statusCode else { return nil }
        let wait = retryAfter.flatMap {
            HTTPRetryAfter.delay($0, sentAt: date, receivedAt: receivedAt)
        }
        return HTTPResponse(
            statusCode: statusCode, contentType: contentType, body: body, retryAfter: wait)
    }

    /// `value` without carriage returns and line feeds, which could end its line early.
    private static func oneLine(_ value: String) -> String {
        // Scalars, not characters: "\r\n" is one character, equal to neither.
        String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }))
    }

    /// Whether `name` is an RFC 9110 token, as every field name is.
    private static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.isASCII
                    && (CharacterSet.alphanumerics.contains($0)
                        || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0))
            }
    }
}
