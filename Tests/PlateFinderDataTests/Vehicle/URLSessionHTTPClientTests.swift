import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct URLSessionHTTPClientTests {
    private static let userAgent = "PlateFinder/0.1.0 (+https://github.com/platefinder)"
    private static let spanish = "<td>AÑO</td><td>CAMIÓN</td>"

    @Test func fetchHTML_sendsGETWithExactPathQueryAndHeaders() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data("ok".utf8)))
        let url = try #require(URL(string: "\(server.baseURL)/PortalWEB/a.jsp?x=PLA&y=ABC1234&z="))

        _ = try await sut.fetchHTML(from: url)

        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.target == "/PortalWEB/a.jsp?x=PLA&y=ABC1234&z=")
        #expect(request.headers["user-agent"] == Self.userAgent)
        #expect(request.headers["accept"] == "text/html")
    }

    @Test(arguments: [nil, "ISO-8859-1", "iso-8859-1", "\"latin1\""])
    func fetchHTML_decodesLatin1_withOrWithoutCharset(charset: String?) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(try #require(Self.spanish.data(using: .isoLatin1)), charset: charset))

        #expect(try await sut.fetchHTML(from: server.baseURL) == Self.spanish)
    }

    @Test(arguments: ["UTF-8", "utf-8"])
    func fetchHTML_decodesUTF8_withUTF8Charset(charset: String) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data(Self.spanish.utf8), charset: charset))

        #expect(try await sut.fetchHTML(from: server.baseURL) == Self.spanish)
    }

    @Test(arguments: [404, 500, 503])
    func fetchHTML_throwsServerError_onNon2xxStatus(statusCode: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.html(Data("error page".utf8), statusCode: statusCode))

        await #expect(throws: CarInfoError.serverError(statusCode: statusCode)) {
            try await sut.fetchHTML(from: server.baseURL)
        }
    }

    @Test func fetchHTML_throwsNetworkError_onRefusedConnection() async throws {
        let (sut, _) = try makeSUT()
        let url = try LoopbackHTTPServer.refusingConnectionsURL()

        await #expect(throws: CarInfoError.networkError) { try await sut.fetchHTML(from: url) }
    }

    @Test(arguments: [
        ScriptedHTTPResponse.Ending.dropConnection, .truncateBody(afterBytes: 10),
    ])
    func fetchHTML_throwsNetworkError_onConnectionCutShort(
        ending: ScriptedHTTPResponse.Ending
    )
        async throws
    {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(body: Data(repeating: 0x41, count: 100), ending: ending))

        await #expect(throws: CarInfoError.networkError) {
            try await sut.fetchHTML(from: server.baseURL)
        }
    }

    @Test func fetchHTML_throwsTimeout_onServerSlowerThanTimeout() async throws {
        let (sut, server) = try makeSUT(timeout: 0.5)
        server.enqueue(ScriptedHTTPResponse(body: Data("late".utf8), delay: .seconds(5)))

        await #expect(throws: CarInfoError.timeout) {
            try await sut.fetchHTML(from: server.baseURL)
        }
    }

    @Test func fetchHTML_deliversBody_onSubSecondTimeoutAndPromptServer() async throws {
        let (sut, server) = try makeSUT(timeout: 0.9)
        server.enqueue(.html(Data("prompt".utf8)))

        #expect(try await sut.fetchHTML(from: server.baseURL) == "prompt")
    }

    @Test func fetchHTML_deliversBody_exactlyAtSizeLimit() async throws {
        let (sut, server) = try makeSUT(maximumBodyBytes: 1024)
        server.enqueue(.html(Data(repeating: 0x41, count: 1024)))

        #expect(try await sut.fetchHTML(from: server.baseURL).count == 1024)
    }

    @Test func fetchHTML_refusesBody_whenContentLengthIsOverLimit() async throws {
        let (sut, server) = try makeSUT(maximumBodyBytes: 1024)
        server.enqueue(.html(Data(repeating: 0x41, count: 1025)))

        await #expect(throws: CarInfoError.parsingError("response larger than 1024 bytes")) {
            try await sut.fetchHTML(from: server.baseURL)
        }
    }

    /// The server always frames bodies with a Content-Length of its own, so the unannounced
    /// size comes chunked, under a Content-Length that understates it and that HTTP/1.1
    /// makes the client ignore: only counting the bytes as they arrive can catch it.
    @Test func fetchHTML_refusesBody_whenStreamedBytesPassLimitWithoutTrueLength() async throws {
        let (sut, server) = try makeSUT(maximumBodyBytes: 64 * 1024)
        let chunk = Data(repeating: 0x41, count: 4096)
        let chunked =
            (0..<64).reduce(into: Data()) { body, _ in
                body += Data("1000\r\n".utf8) + chunk + Data("\r\n".utf8)
            } + Data("0\r\n\r\n".utf8)
        server.enqueue(
            ScriptedHTTPResponse(
                headers: [("Transfer-Encoding", "chunked"), ("Content-Length", "10")], body: chunked
            ))

        await #expect(throws: CarInfoError.parsingError("response larger than 65536 bytes")) {
            try await sut.fetchHTML(from: server.baseURL)
        }
    }

    @Test(arguments: ["file:///etc/hostname", "ftp://127.0.0.1/x", "127.0.0.1/x"])
    func fetchHTML_throwsNetworkErrorWithoutRequest_onNonHTTPURL(text: String) async throws {
        let (sut, server) = try makeSUT()
        let url = try #require(URL(string: text))

        await #expect(throws: CarInfoError.networkError) { try await sut.fetchHTML(from: url) }
        #expect(server.requests.isEmpty)
    }

    @Test func fetchHTML_throwsNetworkError_whenCallerCancels() async throws {
        let (sut, server) = try makeSUT(timeout: 20)
        server.enqueue(ScriptedHTTPResponse(body: Data("late".utf8), delay: .seconds(10)))

        let fetch = Task { try await sut.fetchHTML(from: server.baseURL) }
        try await waitUntil { !server.requests.isEmpty }
        fetch.cancel()

        await #expect(throws: CarInfoError.networkError) { try await fetch.value }
    }

    @Test func deinit_releasesClientAndSessionDelegate_afterRequests() async throws {
        weak var delegate: HTTPSessionDelegate?
        try await withLeakTracking { tracker in
            let (sut, server) = try makeSUT(maximumBodyBytes: 10)
            tracker.track(sut)
            delegate = sut.delegate
            server.enqueue(.html(Data("ok".utf8)))
            server.enqueue(.html(Data(repeating: 0x41, count: 11)))
            _ = try await sut.fetchHTML(from: server.baseURL)
            await #expect(throws: CarInfoError.parsingError("response larger than 10 bytes")) {
                try await sut.fetchHTML(from: server.baseURL)
            }
        }

        try await waitUntil { delegate == nil }
    }

    // MARK: - Helpers

    private func makeSUT(
        timeout: TimeInterval = 2, maximumBodyBytes: Int = 2 * 1024 * 1024
    ) throws -> (sut: URLSessionHTTPClient, server: LoopbackHTTPServer) {
        let sut = URLSessionHTTPClient(
            timeout: timeout, userAgent: Self.userAgent, maximumBodyBytes: maximumBodyBytes)
        return (sut, try LoopbackHTTPServer())
    }

    /// Waits for something that happens on another thread, failing after two seconds.
    private func waitUntil(
        _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for _ in 0..<200 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(condition(), "condition never became true", sourceLocation: sourceLocation)
    }
}
