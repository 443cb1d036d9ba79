import Testing

@testable import PlateFinderData

struct HTTPResponseHeadTests {
    @Test(
        arguments: [
            ("HTTP/1.1 200 OK", 200), ("HTTP/2 204", 204), ("HTTP/1.0 404 Not Found", 404),
            ("HTTP/1.1 2OO OK", nil), ("HTTP/1.1", nil), ("HTTP/1.1 2000 OK", nil),
        ] as [(String, Int?)])
    func read_takesStatusCode_fromStatusLine(line: String, expected: Int?) {
        let head = makeSUT([line])

        #expect(head.statusCode == expected)
    }

    @Test func read_forgetsInterimHead_whenFinalHeadStarts() {
        let head = makeSUT([
            "HTTP/1.1 100 Continue", "X-Interim: yes", "", "HTTP/1.1 200 OK",
            "Content-Type: text/html", "",
        ])

        #expect(head.statusCode == 200)
        #expect(head.contentType == "text/html")
        #expect(head.isComplete)
        #expect(!head.isInterim)
    }

    @Test func read_marksInterimHead_untilFinalHeadStarts() {
        let head = makeSUT(["HTTP/1.1 100 Continue", ""])

        #expect(head.isComplete)
        #expect(head.isInterim)
    }

    @Test(
        arguments: [
            (["Content-Length: 12"], 12), (["content-length:  7 "], 7),
            (["Content-Length: 5, 5"], 5),
            (["Content-Length: 3", "Content-Length: 9"], 9), (["Content-Length: -4"], 0),
            (["Content-Length: lots"], Int.max),
            (["Content-Length: 99999999999999999999"], Int.max),
            (["Content-Length: 12", "Transfer-Encoding: chunked"], nil), ([], nil),
        ] as [([String], Int?)])
    func read_declaresLength_fromContentLengthUnlessTransferEncoded(
        fields: [String], expected: Int?
    ) {
        let head = makeSUT(["HTTP/1.1 200 OK"] + fields + [""])

        #expect(head.declaredLength == expected)
    }

    @Test func read_keepsLocationAndContentType_trimmed() {
        let head = makeSUT([
            "HTTP/1.1 302 Found", "LOCATION:   /next?a=b  ", "Content-Type:text/html; charset=x",
        ])

        #expect(head.location == "/next?a=b")
        #expect(head.contentType == "text/html; charset=x")
        #expect(!head.isComplete)
    }

    @Test func read_readsLatin1Bytes_asTheSameCharacters() {
        var head = HTTPResponseHead()
        head.read(line: Array("HTTP/1.1 200 OK\r\n".utf8))
        head.read(line: Array("Content-Type: text/html; a=".utf8) + [0xD1, 0x0D, 0x0A])

        #expect(head.contentType == "text/html; a=Ñ")
    }

    @Test func read_keepsRetryAfterAndDate_asSent() {
        let head = makeSUT([
            "HTTP/1.1 429 Too Many Requests", "Retry-After:  120 ",
            "Date: Sun, 29 Nov 2026 15:00:00 GMT", "",
        ])

        #expect(head.retryAfter == "120")
        #expect(head.date == "Sun, 29 Nov 2026 15:00:00 GMT")
    }

    // MARK: - Helpers

    private func makeSUT(_ lines: [String]) -> HTTPResponseHead {
        var head = HTTPResponseHead()
        for line in lines { head.read(line: Array((line + "\r\n").utf8)) }
        return head
    }
}
