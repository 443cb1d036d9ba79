import Foundation

/// A request as the server received it.
public struct RecordedHTTPRequest: Sendable, Equatable {
    /// The method, e.g. `GET`.
    public let method: String
    /// The raw request-target, e.g. `/PortalWEB/x.jsp?a=1&b=`.
    public let target: String
    /// The percent-decoded path part of `target`.
    public let path: String
    /// The query items of `target`, in order, as `URLComponents` parses them.
    public let queryItems: [URLQueryItem]
    /// Header fields keyed by lower-cased name; repeated fields are joined with `, `.
    public let headers: [String: String]

    /// A request with `path` and `queryItems` derived from `target` the way the server does.
    public init(method: String, target: String, headers: [String: String] = [:]) {
        self.method = method
        self.target = target
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        if let components = URLComponents(string: target) {
            path = components.path
            queryItems = components.queryItems ?? []
        } else {
            // Targets URLComponents rejects still get a best-effort path, so tests can see them.
            let rawPath = target.prefix { $0 != "?" }
            path = rawPath.removingPercentEncoding ?? String(rawPath)
            queryItems = []
        }
    }
}

extension RecordedHTTPRequest {
    /// Parses a request head (request line and header fields, without the blank line ending it);
    /// `nil` when it is not HTTP/1.x.
    init?(head: some Collection<UInt8>) {
        // Latin-1 maps every byte to a character, so no input is rejected for its encoding.
        guard let text = String(bytes: head, encoding: .isoLatin1) else { return nil }
        var lines = text.components(separatedBy: "\r\n")[...]
        let requestLine = lines.popFirst()?.split(separator: " ", omittingEmptySubsequences: true)
        guard let requestLine, requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            return nil
        }
        var fields: [(String, String)] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            fields.append((name.lowercased(), value))
        }
        let headers = Dictionary(fields, uniquingKeysWith: { "\($0), \($1)" })
        self.init(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
    }

    /// The declared body length, or zero when absent or unreadable.
    var contentLength: Int {
        headers["content-length"].flatMap { Int($0) }.map { max(0, $0) } ?? 0
    }
}
