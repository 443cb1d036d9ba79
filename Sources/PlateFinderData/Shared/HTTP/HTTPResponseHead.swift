import Foundation

/// The parts of one response head the client acts on, read line by line as libcurl hands
/// the lines over.
///
/// A status line starts a new head, so an interim `100 Continue` is forgotten once the
/// final response begins. Lines are read as Latin-1, which accepts any byte.
struct HTTPResponseHead: Equatable {
    /// The status code of the status line, once one was read and understood.
    private(set) var statusCode: Int?
    /// The last `Content-Type` value.
    private(set) var contentType: String?
    /// The largest `Content-Length` declared, if any could be read.
    private(set) var contentLength: Int?
    /// The last `Location` value.
    private(set) var location: String?
    /// The last `Retry-After` value.
    private(set) var retryAfter: String?
    /// The last `Date` value: when the server sent the answer, by its own clock.
    private(set) var date: String?
    /// Whether a `Transfer-Encoding` was declared, which makes `Content-Length` meaningless.
    private(set) var hasTransferEncoding = false
    /// Whether the blank line ending the head was read.
    private(set) var isComplete = false

    /// Whether the head, once complete, is only an interim (1xx) answer.
    var isInterim: Bool { (100..<200).contains(statusCode ?? 0) }

    /// The body length the head promises, when it promises one.
    var declaredLength: Int? { hasTransferEncoding ? nil : contentLength }

    /// Takes one line, its line ending included.
    mutating func read(line bytes: some Collection<UInt8>) {
        // Latin-1 maps every byte to a character, so this never fails.
        let line = (String(bytes: bytes, encoding: .isoLatin1) ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r\n"))
        if line.hasPrefix("HTTP/") {
            self = HTTPResponseHead()
            statusCode = Self.statusCode(inStatusLine: line)
        } else if line.isEmpty {
            isComplete = true
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            take(name: name, value: value)
        }
    }

    private mutating func take(name: String, value: String) {
        switch name {
        case "content-type": contentType = value
        case "location": location = value
        case "retry-after": retryAfter = value
        case "date": date = value
        case "transfer-encoding": hasTransferEncoding = true
        case "content-length":
            contentLength = max(contentLength ?? 0, Self.length(in: value))
        default: break
        }
    }

    /// The largest of the lengths in `value` (`12` or `12, 12`). One that cannot be read,
    /// or is beyond `Int`, counts as too long: refusing such a body beats reading it.
    private static func length(in value: String) -> Int {
        value.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)).map { max(0, $0) } ?? Int.max }
            .max() ?? Int.max
    }

    /// `200` of `HTTP/1.1 200 OK` or `HTTP/2 200`.
    private static func statusCode(inStatusLine line: String) -> Int? {
        let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard fields.count >= 2, fields[1].count == 3, fields[1].allSatisfy(\.isASCII) else {
            return nil
        }
        return Int(fields[1])
    }
}
