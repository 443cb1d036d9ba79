import Foundation
import PlateFinderTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct LoopbackHTTPServerTests {
    @Test func requests_recordMethodTargetPathQueryAndHeaders_ofEachRequest() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            let target = "/PortalWEB/a%20b.jsp?ps_placa=ABC1234&ps_tipo="

            _ = try await fetch(sut.baseURL, target, headers: ["X-Probe": "yes"])

            let request = try #require(sut.requests.first)
            #expect(sut.requests.count == 1)
            #expect(request.method == "GET")
            #expect(request.target == target)
            #expect(request.path == "/PortalWEB/a b.jsp")
            #expect(
                request.queryItems == [
                    URLQueryItem(name: "ps_placa", value: "ABC1234"),
                    URLQueryItem(name: "ps_tipo", value: ""),
                ])
            #expect(request.headers["x-probe"] == "yes")
            #expect(request.headers["host"] == "127.0.0.1:\(sut.port)")
        }
    }

    @Test func enqueue_servesScriptedResponsesInOrder_oneEachRequest() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.html(Data("<p>first</p>".utf8), charset: "ISO-8859-1"))
            sut.enqueue(
                .init(statusCode: 404, headers: [("X-Answer", "2")], body: Data("two".utf8)))

            let first = try await fetch(sut.baseURL, "/1")
            let second = try await fetch(sut.baseURL, "/2")

            #expect(first.response.statusCode == 200)
            #expect(first.header("Content-Type") == "text/html; charset=ISO-8859-1")
            #expect(first.header("Connection") == "close")
            #expect(first.body == Data("<p>first</p>".utf8))
            #expect(second.response.statusCode == 404)
            #expect(second.header("X-Answer") == "2")
            #expect(second.header("Content-Length") == "3")
            #expect(second.body == Data("two".utf8))
            #expect(sut.requests.map(\.path) == ["/1", "/2"])
        }
    }

    @Test func serve_answers599_whenNothingIsScripted() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)

            let result = try await fetch(sut.baseURL, "/unscripted")

            #expect(result.response.statusCode == 599)
            #expect(result.body == Data("no scripted response".utf8))
        }
    }

    @Test func serve_ignoresRequestBody_andRecordsTheRequest() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.init(body: Data("ok".utf8)))

            let result = try await fetch(
                sut.baseURL, "/form", method: "POST", body: Data("a=1".utf8))

            #expect(result.body == Data("ok".utf8))
            #expect(sut.requests.map(\.method) == ["POST"])
            #expect(sut.requests.first?.headers["content-length"] == "3")
        }
    }

    @Test(arguments: [
        ScriptedHTTPResponse.Ending.dropConnection, .truncateBody(afterBytes: 5),
    ])
    func serve_failsTheClient_whenTheExchangeEndsEarly(
        ending: ScriptedHTTPResponse.Ending
    )
        async throws
    {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.init(body: Data("0123456789".utf8), ending: ending))

            await #expect(throws: (any Error).self) {
                try await fetch(sut.baseURL, "/broken")
            }
        }
    }

    @Test func refusingConnectionsURL_refusesConnections() async throws {
        let url = try LoopbackHTTPServer.refusingConnectionsURL()

        let error = await #expect(throws: URLError.self) { try await fetch(url, "/") }

        #expect(error?.code == .cannotConnectToHost)
    }

    @Test func stop_refusesNewConnections_andIsSafeToCallTwice() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)

            sut.stop()
            sut.stop()

            // Tests run in parallel: another test's server may already have been given the
            // freed port, so the proof is that this server no longer takes requests.
            do {
                _ = try await fetch(sut.baseURL, "/")
            } catch let error as URLError {
                #expect(error.code == .cannotConnectToHost)
            }
            #expect(sut.requests.isEmpty)
        }
    }

    @Test func delay_doesNotHoldUpOtherConnections_andStopDropsTheDelayedResponse() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.init(body: Data("slow".utf8), delay: .seconds(30)))
            sut.enqueue(.init(body: Data("fast".utf8)))
            let baseURL = sut.baseURL

            let slow = Task { try await fetch(baseURL, "/slow") }
            try await waitUntil { sut.requests.count == 1 }
            let fast = try await fetch(baseURL, "/fast")
            sut.stop()

            #expect(fast.body == Data("fast".utf8))
            await #expect(throws: (any Error).self) { try await slow.value }
        }
    }

    @Test func serve_keepsServing_afterAClientLeavesBeforeItsResponse() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            // Larger than the socket buffers, so writing it runs into the closed connection;
            // the second answer waits until that write has happened.
            sut.enqueue(.init(body: Data(count: 4 << 20), delay: .milliseconds(200)))
            sut.enqueue(.init(body: Data("still here".utf8), delay: .milliseconds(600)))

            let leaving = try RawClient(port: sut.port)
            leaving.send("GET /gone HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            try await waitUntil { sut.requests.count == 1 }
            leaving.close()
            let later = try await fetch(sut.baseURL, "/later")

            #expect(later.body == Data("still here".utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        _ tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LoopbackHTTPServer {
        let sut = try LoopbackHTTPServer()
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}

/// What a client received: the response head and the body.
private struct Received {
    let response: HTTPURLResponse
    let body: Data

    func header(_ name: String) -> String? {
        response.value(forHTTPHeaderField: name)
    }
}

private func fetch(
    _ baseURL: URL, _ target: String, method: String = "GET", headers: [String: String] = [:],
    body: Data? = nil
) async throws -> Received {
    let url = try #require(URL(string: baseURL.absoluteString + target))
    var request = URLRequest(url: url, timeoutInterval: 10)
    request.httpMethod = method
    request.httpBody = body
    headers.forEach { request.setValue($0.value, forHTTPHeaderField: $0.key) }
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    return Received(response: try #require(response as? HTTPURLResponse), body: data)
}

/// Polls `condition`, failing the test if it does not hold within a few seconds.
private func waitUntil(
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async throws {
    for _ in 0..<500 where !condition() {
        try await Task.sleep(for: .milliseconds(10))
    }
    try #require(condition(), "condition never held", sourceLocation: sourceLocation)
}

/// A bare TCP client that can leave a connection without reading its answer, which no
/// URLSession cancellation guarantees.
private final class RawClient {
    private var descriptor: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(descriptor >= 0 && connected == 0, "could not connect to the server")
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    func close() {
        guard descriptor >= 0 else { return }
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
        descriptor = -1
    }

    deinit { close() }
}
