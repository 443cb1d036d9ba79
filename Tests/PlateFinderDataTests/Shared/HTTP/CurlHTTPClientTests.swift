#if canImport(CCurl)
import Foundation
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct CurlHTTPClientTests {
    @Test func get_deliversStatusContentTypeAndBody_andSendsAccept() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(
                headers: [("Content-Type", "application/json")], body: Data("{\"a\":1}".utf8)))

        let response = try await sut.get(server.baseURL, accept: "application/json")

        #expect(
            response
                == HTTPResponse(
                    statusCode: 200, contentType: "application/json", body: Data("{\"a\":1}".utf8)))
        #expect(server.requests.first?.headers["accept"] == "application/json")
        #expect(server.requests.first?.headers["user-agent"] == "PlateFinderTests/1")
    }

    @Test(arguments: [404, 500])
    func get_deliversErrorStatusWithoutReadingBody(statusCode: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data("error page".utf8), statusCode: statusCode))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(
            response == HTTPResponse(statusCode: statusCode, contentType: "text/html", body: Data())
        )
    }

    @Test func get_deliversNoContentType_whenNoneIsDeclared() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(body: Data("x".utf8)))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(response.contentType == nil)
        #expect(response.mediaType == nil)
    }

    @Test func get_sendsAcceptAsOneHeaderLine_whenItHoldsLineBreaks() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data("ok".utf8)))

        _ = try await sut.get(server.baseURL, accept: "text/html\r\nX-Injected: yes")

        #expect(server.requests.first?.headers["x-injected"] == nil)
        #expect(server.requests.first?.headers["accept"] == "text/html  X-Injected: yes")
    }

    @Test(arguments: ["file:///etc/hostname", "ftp://127.0.0.1/x", "mailto:a@b.c"])
    func get_throwsUnsupportedURLWithoutRequest_onNonHTTPURL(text: String) async throws {
        let (sut, server) = try makeSUT()
        let url = try #require(URL(string: text))

        await #expect(throws: HTTPTransportError.unsupportedURL) {
            try await sut.get(url, accept: "text/html")
        }
        #expect(server.requests.isEmpty)
    }

    @Test func get_servesConcurrentRequests_independently() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(body: Data("slow".utf8), delay: .milliseconds(300)))
        server.enqueue(ScriptedHTTPResponse(body: Data("fast".utf8)))
        let baseURL = server.baseURL

        let slow = Task { try await sut.get(baseURL, accept: "text/html") }
        try await waitUntil { server.requests.count == 1 }
        let fast = try await sut.get(baseURL, accept: "text/html")

        #expect(fast.body == Data("fast".utf8))
        #expect(try await slow.value.body == Data("slow".utf8))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: CurlHTTPClient, server: LoopbackHTTPServer) {
        (CurlHTTPClient(timeout: 5, userAgent: "PlateFinderTests/1"), try LoopbackHTTPServer())
    }
}
#endif
