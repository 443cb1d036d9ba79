import Foundation
import PlateFinderTestSupport

/// An answer as the raw client read it: status code, header fields and the bytes after the
/// head, not decoded in any way.
struct RawHTTPResponse {
    /// The status code of the status line.
    let statusCode: Int
    /// Header fields by lower-cased name.
    let headers: [String: String]
    /// The bytes after the blank line ending the head.
    let body: Data

    /// Reads `bytes`; throws when they are not a status line and a head.
    init(_ bytes: Data) throws {
        guard let end = bytes.firstRange(of: Data("\r\n\r\n".utf8)),
            let head = String(data: bytes[..<end.lowerBound], encoding: .isoLatin1)
        else { throw RawHTTPClient.Failure.malformedResponse }
        var lines = head.components(separatedBy: "\r\n")[...]
        let status = lines.popFirst()?.split(separator: " ") ?? []
        guard status.count >= 2, let statusCode = Int(status[1]) else {
            throw RawHTTPClient.Failure.malformedResponse
        }
        self.statusCode = statusCode
        headers = Dictionary(
            lines.compactMap { line in
                line.firstIndex(of: ":").map {
                    (
                        line[..<$0].lowercased(),
                        line[line.index(after: $0)...].trimmingCharacters(in: .whitespaces)
                    )
                }
            }, uniquingKeysWith: { "\($0), \($1)" })
        body = Data(bytes[end.upperBound...])
    }

    /// The response to `request`, sent on a new connection to `port`; throws when the
    /// answer is not whole (its `Content-Length` says how long the body must be).
    static func exchange(port: Int, _ request: String) async throws -> RawHTTPResponse {
        let client = try RawHTTPClient(port: port)
        client.send(request)
        let response = try RawHTTPResponse(await client.receive())
        if let length = response.headers["content-length"].flatMap({ Int($0) }),
            length != response.body.count
        {
            throw RawHTTPClient.Failure.malformedResponse
        }
        return response
    }
}

/// One request to `server`, written by hand, and its whole answer.
func fetch(
    _ server: LoopbackHTTPServer, _ target: String, method: String = "GET",
    headers: [String: String] = [:], body: String = ""
) async throws -> RawHTTPResponse {
    var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    if !body.isEmpty { request += "Content-Length: \(body.utf8.count)\r\n" }
    return try await RawHTTPResponse.exchange(port: server.port, request + "\r\n" + body)
}
