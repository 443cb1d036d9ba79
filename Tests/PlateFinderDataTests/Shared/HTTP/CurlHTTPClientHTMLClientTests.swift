#if canImport(CCurl)
import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct CurlHTTPClientHTMLClientTests {
    private static let userAgent = "PlateFinder/0.1.0 (+https://github.com/platefinder)"
    private static let spanish = "<td>AÑO</td><td>CAMIÓN</td>"

    @Test func fetchPage_sendsGETWithExactPathQueryAndHeaders() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data("ok".utf8)))
        let url = try #require(URL(string: "\(server.baseURL)/PortalWEB/a.jsp?x=PLA&y=ABC1234&z="))

        _ = try await sut.fetchPage(from: url)

        // Filtered by target: under load the kernel may hand this server a port another
        // suite's server just released, and a late request of that suite may land here.
        let sent = server.requests.filter { $0.target == "/PortalWEB/a.jsp?x=PLA&y=ABC1234&z=" }
        let request = try #require(sent.first)
        #expect(sent.count == 1)
        #expect(request.method == "GET")
        #expect(request.headers["user-agent"] == Self.userAgent)
        #expect(request.headers["accept"] == "text/html")
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
        #expect(request.headers["cookie"] == nil)
    }

    @Test(arguments: [nil, "ISO-8859-1", "iso-8859-1", "\"latin1\""])
    func fetchPage_decodesLatin1_withOrWithoutCharset(charset: String?) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try #require(Self.spanish.data(using: .isoLatin1)), charset: charset))

        #expect(try await sut.fetchPage(from: server.baseURL) == Self.spanish)
    }

    @Test(arguments: ["UTF-8", "utf-8"])
    func fetchPage_decodesUTF8_withUTF8Charset(charset: String) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data(Self.spanish.utf8), charset: charset))

        #expect(try await sut.fetchPage(from: server.baseURL) == Self.spanish)
    }

    @Test(arguments: [
        nil, "text/html", "TEXT/HTML; charset=latin1", "text/plain", "application/xhtml+xml",
    ])
    func fetchPage_deliversPage_withHTMLLikeOrNoContentType(contentType: String?) async throws {
        let (sut, server) = try makeSUT()
        let headers = contentType.map { [("Content-Type", $0)] } ?? []
        server.enqueue(ScriptedHTTPResponse(headers: headers, body: Data("page".utf8)))

        #expect(try await sut.fetchPage(from: server.baseURL) == "page")
    }

    @Test(arguments: ["application/json", "image/png", "Application/JSON; charset=utf-8"])
    func fetchPage_throwsAnUnexpectedAnswerNamingType_onOtherContentType(
        contentType: String
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(headers: [("Content-Type", contentType)], body: Data("{}".utf8)))
        let mediaType = contentType.prefix { $0 != ";" }.lowercased()

        await #expect(
            throws: LookupFailureReason.unexpectedAnswer(.contentType(String(mediaType)))
        ) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test(arguments: [201, 204, 206])
    func fetchPage_throwsAnUnexpectedAnswer_on2xxOtherThan200(statusCode: Int) async throws {
        let (sut, server) = try makeSUT()
        let body = statusCode == 204 ? Data() : Data("page".utf8)
        server.enqueue(.html(body, statusCode: statusCode))

        await #expect(throws: LookupFailureReason.unexpectedAnswer(.status(statusCode))) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test(arguments: [304, 404, 500, 502])
    func fetchPage_throwsTheHTTPStatus_onNon2xxStatus(statusCode: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data("error page".utf8), statusCode: statusCode))

        await #expect(throws: LookupFailureReason.httpStatus(statusCode)) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_throwsTheHTTPStatus_onRedirectWithoutLocation() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(ScriptedHTTPResponse(statusCode: 302))

        await #expect(throws: LookupFailureReason.httpStatus(302)) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_deliversPage_afterInterim100Continue() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            .raw(
                Data(
                    ("HTTP/1.1 100 Continue\r\n\r\n"
                        + "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 4\r\n"
                        + "Connection: close\r\n\r\npage").utf8)))

        #expect(try await sut.fetchPage(from: server.baseURL) == "page")
    }

    @Test func fetchPage_throwsUnreachable_onRefusedConnection() async throws {
        let (sut, _) = try makeSUT()
        let url = try LoopbackHTTPServer.refusingConnectionsURL()

        await #expect(throws: LookupFailureReason.unreachable) {
            try await sut.fetchPage(from: url)
        }
    }

    @Test(arguments: [
        ScriptedHTTPResponse.Ending.dropConnection, .truncateBody(afterBytes: 10),
    ])
    func fetchPage_throwsUnreachable_onConnectionCutShort(
        ending: ScriptedHTTPResponse.Ending
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(body: Data(repeating: 0x41, count: 100), ending: ending))

        await #expect(throws: LookupFailureReason.unreachable) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test(arguments: [
        Data("not http at all\r\n\r\n".utf8), Data("HTTP/1.1 2OO OK\r\n\r\n".utf8),
    ])
    func fetchPage_throwsUnreachable_onAnswerThatIsNotHTTP(bytes: Data) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.raw(bytes))

        await #expect(throws: LookupFailureReason.unreachable) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_throwsTimedOut_onServerSlowerThanTimeout() async throws {
        let (sut, server) = try makeSUT(timeout: 0.5)
        server.enqueue(ScriptedHTTPResponse(body: Data("late".utf8), delay: .seconds(5)))

        await #expect(throws: LookupFailureReason.timedOut) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_deliversBody_onSubSecondTimeoutAndPromptServer() async throws {
        let (sut, server) = try makeSUT(timeout: 0.9)
        server.enqueue(.html(Data("prompt".utf8)))

        #expect(try await sut.fetchPage(from: server.baseURL) == "prompt")
    }

    @Test func fetchPage_deliversBody_exactlyAtSizeLimit() async throws {
        let (sut, server) = try makeSUT(maximumBodyBytes: 1024)
        server.enqueue(.html(Data(repeating: 0x41, count: 1024)))

        #expect(try await sut.fetchPage(from: server.baseURL).count == 1024)
    }

    @Test(arguments: [1024, 2 * 1024 * 1024, 1000])
    func fetchPage_throwsAnUnexpectedAnswerNamingLimit_whenBodyIsOverLimit(
        limit: Int
    ) async throws {
        let (sut, server) = try makeSUT(maximumBodyBytes: limit)
        server.enqueue(.html(Data(repeating: 0x41, count: limit + 1)))

        await #expect(throws: LookupFailureReason.unexpectedAnswer(.bodyTooLarge(bytes: limit))) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test(arguments: ["file:///etc/hostname", "ftp://127.0.0.1/x", "127.0.0.1/x"])
    func fetchPage_throwsUnreachableWithoutRequest_onNonHTTPURL(text: String) async throws {
        let (sut, server) = try makeSUT()
        let url = try #require(URL(string: text))

        await #expect(throws: LookupFailureReason.unreachable) {
            try await sut.fetchPage(from: url)
        }
        #expect(server.requests.isEmpty)
    }

    @Test func fetchPage_throwsUnreachable_whenCallerCancels() async throws {
        let (sut, server) = try makeSUT(timeout: 20)
        server.enqueue(.silent)

        let fetch = Task { try await sut.fetchPage(from: server.baseURL) }
        try await waitUntil { !server.requests.isEmpty }
        fetch.cancel()

        await #expect(throws: LookupFailureReason.unreachable) { try await fetch.value }
    }

    @Test func deinit_releasesClient_afterRequests() async throws {
        try await withLeakTracking { tracker in
            let (sut, server) = try makeSUT(maximumBodyBytes: 10)
            tracker.track(sut)
            server.enqueue(.html(Data("ok".utf8)))
            server.enqueue(.html(Data(repeating: 0x41, count: 11)))
            _ = try await sut.fetchPage(from: server.baseURL)
            await #expect(throws: LookupFailureReason.unexpectedAnswer(.bodyTooLarge(bytes: 10))) {
                try await sut.fetchPage(from: server.baseURL)
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        timeout: TimeInterval = 5, maximumBodyBytes: Int = 2 * 1024 * 1024
    ) throws -> (sut: CurlHTTPClient, server: LoopbackHTTPServer) {
        let sut = CurlHTTPClient(
            timeout: timeout, userAgent: Self.userAgent, maximumBodyBytes: maximumBodyBytes)
        return (sut, try LoopbackHTTPServer())
    }
}
#endif
