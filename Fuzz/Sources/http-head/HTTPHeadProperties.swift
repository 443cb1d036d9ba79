import FuzzSupport
import PlateFinderData

/// A response head (lines ending in LF, as libcurl hands them over) reads as a status of
/// three digits or none, a length that is never negative, and fields whose names' case
/// never matters; a head written from known fields reads as those fields.
enum HTTPHeadProperties {
    static func check(_ bytes: [UInt8]) {
        let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
            .map { Array($0) + [10] }
        let head = read(lines)
        if let status = head.statusCode {
            Property.require((0...999).contains(status), "status \(status)")
        }
        if let length = head.contentLength {
            Property.require(length >= 0, "length \(length)")
        }
        let lowered = lines.map(lowerCasingName)
        Property.require(
            read(lowered) == head, "\(Property.quote(FuzzBytes.latin1(bytes))) read by its case")
        checkWrittenHead(FuzzInput(bytes))
    }

    private static func read(_ lines: [[UInt8]]) -> HTTPResponseHead {
        var head = HTTPResponseHead()
        for line in lines { head.read(line: line) }
        return head
    }

    /// The line with its field name (before the first colon) in lower case; a status line
    /// (line ends around it are trimmed first) is left alone. Upper case could turn
    /// `HTTp/1.x: y` into a status line.
    private static func lowerCasingName(_ line: [UInt8]) -> [UInt8] {
        let trimmed = line.drop { $0 == 13 || $0 == 10 }
        guard !trimmed.starts(with: Array("HTTP/".utf8)), let colon = line.firstIndex(of: 58)
        else { return line }
        let name = line[..<colon].map { (65...90).contains($0) ? $0 + 32 : $0 }
        return name + line[colon...]
    }

    /// A head written from a status, a type, a length and a location reads as them, after
    /// an interim `100 Continue` head.
    private static func checkWrittenHead(_ input: FuzzInput) {
        var input = input
        let status = input.number(in: 200...599)
        let length = input.number(in: 0...2_097_152)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789/=;-. ".unicodeScalars)
        let type = input.text(from: alphabet, maximumLength: 40)
            .trimmingCharacters(in: .whitespaces)
        let location =
            "/"
            + input.text(from: alphabet, maximumLength: 40)
            .trimmingCharacters(in: .whitespaces)
        let text = [
            "HTTP/1.1 100 Continue", "", "HTTP/1.1 \(status) Whatever", "content-TYPE: \(type)",
            "Content-Length:  \(length) ", "LOCATION:\(location)", "",
        ]
        let head = read(text.map { Array(($0 + "\r\n").utf8) })
        let expected = "\(status) \(type) \(length) \(location)"
        let read =
            "\(String(describing: head.statusCode)) \(head.contentType ?? "-")"
            + " \(String(describing: head.declaredLength)) \(head.location ?? "-")"
        Property.require(
            head.statusCode == status && head.contentType == type
                && head.declaredLength == length && head.location == location
                && head.isComplete && !head.isInterim,
            "\(expected) read as \(read)")
    }
}
