import Foundation
import PlateFinderTestSupport
import Testing

/// The framings and answers the server offers for hostile-server tests.
@Suite struct LoopbackHTTPServerFramingTests {
    @Test func chunked_sendsBodyInChunksOfGivenSize_thenLastChunk() async throws {
        let sut = try LoopbackHTTPServer()
        sut.enqueue(.init(body: Data("abcdef".utf8), framing: .chunked(size: 4)))

        let response = try await fetch(sut, "/")

        #expect(response.headers["transfer-encoding"] == "chunked")
        #expect(response.headers["content-length"] == nil)
        #expect(response.body == Data("4\r\nabcd\r\n2\r\nef\r\n0\r\n\r\n".utf8))
    }

    @Test func endlessChunks_repeatBody_untilClientLeaves() async throws {
        let sut = try LoopbackHTTPServer()
        sut.enqueue(.init(body: Data("abc".utf8), framing: .endlessChunks))
        let client = try RawHTTPClient(port: sut.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

        let received = await client.receive(upTo: 1 << 20)
        client.close()

        let response = try RawHTTPResponse(received)
        #expect(response.headers["transfer-encoding"] == "chunked")
        #expect(response.body.starts(with: Data("3\r\nabc\r\n3\r\nabc\r\n".utf8)))
        #expect(received.count == 1 << 20)
        try await waitUntil { sut.openConnectionCount == 0 }
    }

    @Test func raw_sendsBytesAsGiven_withoutHead() async throws {
        let sut = try LoopbackHTTPServer()
        let bytes = Data("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n".utf8)
        sut.enqueue(.raw(bytes))
        let client = try RawHTTPClient(port: sut.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

        #expect(await client.receive() == bytes)
    }

    @Test func redirect_sendsStatusAndLocation() async throws {
        let sut = try LoopbackHTTPServer()
        sut.enqueue(.redirect(to: "/next", statusCode: 307))

        let response = try await fetch(sut, "/")

        #expect(response.statusCode == 307)
        #expect(response.headers["location"] == "/next")
    }

    @Test func gzippedZeros_declareGzipEncodedHTML() async throws {
        let sut = try LoopbackHTTPServer()
        sut.enqueue(.gzippedZeros(count: 1 << 30))

        let response = try await fetch(sut, "/")

        #expect(response.headers["content-encoding"] == "gzip")
        #expect(response.headers["content-type"] == "text/html")
        #expect(response.body.starts(with: [0x1F, 0x8B, 8]))
        #expect(response.body.count < 1_100_000)
    }

    @Test func silent_answersNothing_andLetsGoWhenClientLeaves() async throws {
        let sut = try LoopbackHTTPServer()
        sut.enqueue(.silent)
        let client = try RawHTTPClient(port: sut.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try await waitUntil { sut.requests.count == 1 }

        #expect(sut.openConnectionCount == 1)
        client.close()

        try await waitUntil { sut.openConnectionCount == 0 }
    }
}
