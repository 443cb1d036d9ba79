#if canImport(CCurl)
import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// What keeps a hostile or broken server from costing more than the limits: decoded size,
/// declared size, head size, the deadline and the caller's cancellation.
struct CurlHTTPClientBoundsTests {
    private static let limit = 2 * 1024 * 1024

    @Test func get_deliversDecodedBody_ofGzipEncodedAnswer() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.gzippedZeros(count: 100_000))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(response.body == Data(count: 100_000))
    }

    @Test func get_deliversDecodedBody_ofGzipEncodedChunkedAnswer() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.gzippedZeros(count: 300_000, framing: .chunked(size: 7)))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(response.body == Data(count: 300_000))
    }

    /// About 1 MiB on the wire that decodes to 1 GiB: only counting decoded bytes stops it.
    @Test func get_throwsTooLarge_onDecompressionBomb() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.gzippedZeros(count: 1 << 30))

        await #expect(throws: HTTPTransportError.tooLarge(limit: Self.limit)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
    }

    @Test func fetchPage_throwsAnUnexpectedAnswer_onDecompressionBomb() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.gzippedZeros(count: 1 << 30))

        await #expect(
            throws: LookupFailureReason.unexpectedAnswer(.bodyTooLarge(bytes: 2 * 1024 * 1024))
        ) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func get_throwsTooLargeAndLeaves_onEndlessChunkedStream() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(headers: [("Content-Type", "text/html")], framing: .endlessChunks))

        await #expect(throws: HTTPTransportError.tooLarge(limit: Self.limit)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
        try await waitUntil { server.openConnectionCount == 0 }
    }

    /// The head promises more than the limit and only one byte follows: refusing it from the
    /// head is the only way to end with `tooLarge` rather than a body cut short.
    @Test func get_throwsTooLarge_fromDeclaredLengthBeforeReadingBody() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(
            ScriptedHTTPResponse(
                headers: [("Content-Type", "text/html"), ("Content-Length", "\(Self.limit + 1)")],
                body: Data("x".utf8)))

        await #expect(throws: HTTPTransportError.tooLarge(limit: Self.limit)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
    }

    /// The server frames the body chunked under a `Content-Length` that understates it and
    /// that HTTP/1.1 makes the client ignore: only counting the bytes as they arrive can
    /// catch it.
    @Test func get_throwsTooLarge_whenChunkedBytesPassLimitUnderSmallLength() async throws {
        let (sut, server) = try makeSUT(maximumBodyBytes: 64 * 1024)
        server.enqueue(
            ScriptedHTTPResponse(
                headers: [("Content-Length", "10")], body: Data(repeating: 0x41, count: 65 * 1024),
                framing: .chunked(size: 4096)))

        await #expect(throws: HTTPTransportError.tooLarge(limit: 64 * 1024)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
    }

    @Test func get_throwsHeadersTooLarge_onEndlessHead() async throws {
        let (sut, server) = try makeSUT()
        let field = "X-Filler: " + String(repeating: "a", count: 1000) + "\r\n"
        let head = "HTTP/1.1 200 OK\r\n" + String(repeating: field, count: 100)
        server.enqueue(.raw(Data(head.utf8)))

        await #expect(throws: HTTPTransportError.headersTooLarge(limit: 64 * 1024)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
    }

    @Test func get_throwsTimedOutAndLeaves_onServerThatNeverAnswers() async throws {
        let (sut, server) = try makeSUT(timeout: 0.3)
        server.enqueue(.silent)

        await #expect(throws: HTTPTransportError.timedOut) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
        try await waitUntil { server.openConnectionCount == 0 }
    }

    /// Each answer comes well within the timeout; only their sum passes it.
    @Test func get_throwsTimedOut_whenRedirectsTogetherTakeLongerThanTimeout() async throws {
        let (sut, server) = try makeSUT(timeout: 1)
        for hop in 1...5 {
            var redirect = ScriptedHTTPResponse.redirect(to: "/hop\(hop)")
            redirect.delay = .milliseconds(400)
            server.enqueue(redirect)
        }

        await #expect(throws: HTTPTransportError.timedOut) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
        #expect(server.requests.count < 5)
    }

    @Test func get_throwsCancelledAndLeaves_whenCallerCancels() async throws {
        let (sut, server) = try makeSUT(timeout: 60)
        server.enqueue(.silent)

        let fetch = Task { try await sut.get(server.baseURL, accept: "text/html") }
        try await waitUntil { !server.requests.isEmpty }
        fetch.cancel()

        await #expect(throws: HTTPTransportError.cancelled) { try await fetch.value }
        try await waitUntil { server.openConnectionCount == 0 }
    }

    @Test func get_throwsCancelledWithoutRequest_whenCallerCancelledAlready() async throws {
        let (sut, server) = try makeSUT()
        let baseURL = server.baseURL

        let fetch = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.get(baseURL, accept: "text/html")
        }

        await #expect(throws: HTTPTransportError.cancelled) { try await fetch.value }
        #expect(server.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        timeout: TimeInterval = 5, maximumBodyBytes: Int = Self.limit
    ) throws -> (sut: CurlHTTPClient, server: LoopbackHTTPServer) {
        let sut = CurlHTTPClient(
            timeout: timeout, userAgent: "PlateFinderTests/1", maximumBodyBytes: maximumBodyBytes)
        return (sut, try LoopbackHTTPServer())
    }
}
#endif
