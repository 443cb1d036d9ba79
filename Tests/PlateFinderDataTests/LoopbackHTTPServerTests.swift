import Foundation
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct LoopbackHTTPServerTests {
    @Test func requests_recordMethodTargetPathQueryAndHeaders_ofEachRequest() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            let target = "/PortalWEB/a%20b.jsp?ps_placa=ABC1234&ps_tipo="

            _ = try await fetch(sut, target, headers: ["X-Probe": "yes"])

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

            let first = try await fetch(sut, "/1")
            let second = try await fetch(sut, "/2")

            #expect(first.statusCode == 200)
            #expect(first.headers["content-type"] == "text/html; charset=ISO-8859-1")
            #expect(first.headers["connection"] == "close")
            #expect(first.body == Data("<p>first</p>".utf8))
            #expect(second.statusCode == 404)
            #expect(second.headers["x-answer"] == "2")
            #expect(second.headers["content-length"] == "3")
            #expect(second.body == Data("two".utf8))
            #expect(sut.requests.map(\.path) == ["/1", "/2"])
        }
    }

    @Test func serve_answers599_whenNothingIsScripted() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)

            let result = try await fetch(sut, "/unscripted")

            #expect(result.statusCode == 599)
            #expect(result.body == Data("no scripted response".utf8))
        }
    }

    @Test func serve_ignoresRequestBody_andRecordsTheRequest() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.init(body: Data("ok".utf8)))

            let result = try await fetch(sut, "/form", method: "POST", body: "a=1")

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

            await #expect(throws: RawHTTPClient.Failure.malformedResponse) {
                try await fetch(sut, "/broken")
            }
        }
    }

    @Test func refusingConnectionsURL_refusesConnections() async throws {
        let url = try LoopbackHTTPServer.refusingConnectionsURL()
        let port = try #require(url.port)

        #expect(throws: RawHTTPClient.Failure.connect(errno: ECONNREFUSED)) {
            try RawHTTPClient(port: port)
        }
    }

    @Test func stop_refusesNewConnections_andIsSafeToCallTwice() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)

            sut.stop()
            sut.stop()

            // Tests run in parallel: another test's server may already have been given the
            // freed port, so the proof is that this server no longer takes requests.
            do {
                _ = try await fetch(sut, "/")
            } catch let failure as RawHTTPClient.Failure {
                #expect(failure == .connect(errno: ECONNREFUSED))
            }
            #expect(sut.requests.isEmpty)
        }
    }

    @Test func delay_doesNotHoldUpOtherConnections_andStopDropsTheDelayedResponse() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.init(body: Data("slow".utf8), delay: .seconds(30)))
            sut.enqueue(.init(body: Data("fast".utf8)))

            let slow = Task { try await fetch(sut, "/slow") }
            try await waitUntil { sut.requests.count == 1 }
            let fast = try await fetch(sut, "/fast")
            sut.stop()

            #expect(fast.body == Data("fast".utf8))
            await #expect(throws: RawHTTPClient.Failure.malformedResponse) {
                try await slow.value
            }
        }
    }

    @Test func serve_keepsServing_afterAClientLeavesDuringItsResponse() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            // Larger than the socket buffers, so writing it runs into the closed connection;
            // the second answer waits until that write has happened.
            sut.enqueue(.init(body: Data(count: 4 << 20)))
            sut.enqueue(.init(body: Data("still here".utf8), delay: .milliseconds(600)))

            let leaving = try RawHTTPClient(port: sut.port)
            leaving.send("GET /gone HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            try await waitUntil { sut.requests.count == 1 }
            leaving.close()
            let later = try await fetch(sut, "/later")

            #expect(later.body == Data("still here".utf8))
        }
    }

    /// The hold ends when the second request arrives, however long it takes to come.
    @Test func waitForRequests_holdsAnAnswer_untilTheNextRequestArrives() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            let held = try await startHeldExchange(on: sut)
            sut.enqueue(.init(body: Data("next".utf8)))

            let next = try await fetch(sut, "/next")

            #expect(next.body == Data("next".utf8))
            #expect(try await held.value.body == Data("held".utf8))
        }
    }

    @Test func waitForRequests_isTrueAtOnce_whenTheRequestsHaveArrived() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            sut.enqueue(.init(body: Data("ok".utf8)))
            _ = try await fetch(sut, "/")

            #expect(sut.waitForRequests(1))
        }
    }

    /// Stopping wakes a responder still waiting, so no connection is left behind.
    @Test func stop_wakesAResponderWaitingForRequests_thatNeverCame() async throws {
        try await withLeakTracking { tracker in
            let sut = try makeSUT(tracker)
            let held = try await startHeldExchange(on: sut)

            sut.stop()

            try await waitUntil { sut.openConnectionCount == 0 }
            #expect(!sut.waitForRequests(2))
            _ = try? await held.value
        }
    }

    // MARK: - Helpers

    /// Asks `sut` for an answer it holds until a second request arrives (a 500 when it stops
    /// first), once its request is in.
    private func startHeldExchange(
        on sut: LoopbackHTTPServer
    ) async throws -> Task<RawHTTPResponse, any Error> {
        sut.enqueue { _ in
            sut.waitForRequests(2)
                ? .init(body: Data("held".utf8)) : ScriptedHTTPResponse(statusCode: 500)
        }
        let held = Task { try await fetch(sut, "/held") }
        try await waitUntil { sut.requests.count == 1 }
        return held
    }

    private func makeSUT(
        _ tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LoopbackHTTPServer {
        let sut = try LoopbackHTTPServer()
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}
