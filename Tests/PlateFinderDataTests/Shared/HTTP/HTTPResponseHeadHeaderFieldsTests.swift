import Foundation
import Testing

@testable import PlateFinderData

struct HTTPResponseHeadHeaderFieldsTests {
    @Test func init_readsFields_asTheLinesAServerSends() throws {
        let sut = try makeSUT(
            statusCode: 302,
            fields: [
                ("Content-Type", "text/html; charset=utf-8"), ("Content-Length", "12, 40"),
                ("Location", "/next"), ("Retry-After", "30"),
            ])

        #expect(sut.statusCode == 302)
        #expect(sut.isComplete)
        #expect(sut.contentType == "text/html; charset=utf-8")
        #expect(sut.declaredLength == 40)
        #expect(sut.location == "/next")
        #expect(sut.retryAfter == "30")
    }

    @Test func init_declaresNoLength_whenATransferEncodingIsSent() throws {
        let sut = try makeSUT(fields: [("Content-Length", "5"), ("Transfer-Encoding", "chunked")])

        #expect(sut.declaredLength == nil)
    }

    @Test(arguments: ["HTTP/1.1 200 OK", "Bad Name", "", "Na\u{e9}me"])
    func init_dropsField_whoseNameIsNoToken(name: String) throws {
        let sut = try makeSUT(statusCode: 404, fields: [(name, "x"), ("Location", "/kept")])

        #expect(sut.statusCode == 404)
        #expect(sut.location == "/kept")
    }

    @Test func init_keepsLineBreaksOutOfValues() throws {
        let sut = try makeSUT(fields: [("Location", "/a\r\nContent-Type: evil")])

        #expect(sut.location == "/aContent-Type: evil")
        #expect(sut.contentType == nil)
    }

    @Test func init_throwsHeadersTooLarge_onFieldsOverTheLimit() {
        let big = String(repeating: "a", count: HTTPResponseHead.maximumBytes)

        #expect(throws: HTTPTransportError.headersTooLarge(limit: 64 * 1024)) {
            try makeSUT(fields: [("X-Big", big)])
        }
    }

    @Test(arguments: [0, 42, 1000, -200])
    func response_isNil_onStatusThatIsNotThreeDigits(statusCode: Int) throws {
        let sut = try makeSUT(statusCode: statusCode)

        #expect(sut.response(body: Data()) == nil)
    }

    @Test func response_carriesStatusTypeBodyAndWait_fromTheServersDate() throws {
        let sut = try makeSUT(
            statusCode: 503,
            fields: [
                ("Content-Type", "text/plain"), ("Date", "Sun, 06 Nov 1994 08:49:37 GMT"),
                ("Retry-After", "Sun, 06 Nov 1994 08:50:07 GMT"),
            ])

        let response = sut.response(body: Data("busy".utf8), receivedAt: .distantFuture)

        #expect(
            response
                == HTTPResponse(
                    statusCode: 503, contentType: "text/plain", body: Data("busy".utf8),
                    retryAfter: .seconds(30)))
    }

    private func makeSUT(
        statusCode: Int = 200, fields: [(String, String)] = []
    ) throws -> HTTPResponseHead {
        try HTTPResponseHead(
            statusCode: statusCode, fields: fields.map { (name: $0.0, value: $0.1) })
    }
}
