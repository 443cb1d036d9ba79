#if canImport(CCurl)
import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct CurlHTTPClientRedirectTests {
    @Test(arguments: [301, 302, 303, 307, 308])
    func get_followsRelativeRedirect_onSameOrigin(statusCode: Int) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.redirect(to: "next?a=1", statusCode: statusCode))
        server.enqueue(.html(Data("landed".utf8)))
        let url = try #require(URL(string: "\(server.baseURL)/dir/start"))

        let response = try await sut.get(url, accept: "text/html")

        #expect(response.statusCode == 200)
        #expect(response.body == Data("landed".utf8))
        #expect(server.requests.map(\.target) == ["/dir/start", "/dir/next?a=1"])
        #expect(server.requests.map(\.method) == ["GET", "GET"])
    }

    @Test func get_followsAbsoluteRedirect_toSameOriginWithHostInAnyCase() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.redirect(to: "HTTP://127.0.0.1:\(server.port)/elsewhere"))
        server.enqueue(.html(Data("landed".utf8)))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(response.body == Data("landed".utf8))
        #expect(server.requests.map(\.target) == ["/", "/elsewhere"])
    }

    @Test func get_followsFiveRedirectsInARow() async throws {
        let (sut, server) = try makeSUT()
        for hop in 1...5 { server.enqueue(.redirect(to: "/hop\(hop)")) }
        server.enqueue(.html(Data("landed".utf8)))

        let response = try await sut.get(server.baseURL, accept: "text/html")

        #expect(response.body == Data("landed".utf8))
        #expect(server.requests.count == 6)
    }

    @Test func get_throwsTooManyRedirects_onSixthRedirect() async throws {
        let (sut, server) = try makeSUT()
        for hop in 1...6 { server.enqueue(.redirect(to: "/hop\(hop)")) }
        server.enqueue(.html(Data("never reached".utf8)))

        await #expect(throws: HTTPTransportError.tooManyRedirects(limit: 5)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
        #expect(server.requests.count == 6)
    }

    @Test(arguments: [
        ("http://other.example/x", "http://other.example"),
        ("//other.example:8080/x", "http://other.example:8080"),
        ("https://127.0.0.1/x", "https://127.0.0.1"),
    ])
    func get_throwsRedirectedElsewhereNamingOrigin_onOtherOrigin(
        location: String, origin: String
    ) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.redirect(to: location))

        await #expect(throws: HTTPTransportError.redirectedElsewhere(origin: origin)) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
        #expect(server.requests.count == 1)
    }

    @Test func get_doesNotAskOtherServer_onRedirectToOtherPort() async throws {
        let (sut, server) = try makeSUT()
        let other = try LoopbackHTTPServer()
        other.enqueue(.html(Data("elsewhere".utf8)))
        server.enqueue(.redirect(to: "\(other.baseURL)/x"))

        await #expect(
            throws: HTTPTransportError.redirectedElsewhere(origin: "http://127.0.0.1:\(other.port)")
        ) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
        #expect(other.requests.isEmpty)
    }

    @Test(arguments: ["", "http://[::1", "ftp://127.0.0.1/x"])
    func get_throwsUnreadableRedirect_onLocationThatIsNoHTTPURL(location: String) async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.redirect(to: location))

        await #expect(throws: HTTPTransportError.unreadableRedirect) {
            try await sut.get(server.baseURL, accept: "text/html")
        }
    }

    @Test func fetchPage_throwsAnUnexpectedAnswerNamingHost_onRedirectElsewhere() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.redirect(to: "https://phishing.example/login"))

        await #expect(
            throws: LookupFailureReason.unexpectedAnswer(
                .redirectedElsewhere("https://phishing.example"))
        ) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_throwsAnUnexpectedAnswer_onTooManyRedirects() async throws {
        let (sut, server) = try makeSUT()
        for _ in 1...6 { server.enqueue(.redirect(to: "/again")) }

        await #expect(throws: LookupFailureReason.unexpectedAnswer(.tooManyRedirects(5))) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    @Test func fetchPage_throwsTheHTTPStatus_whenRedirectEndsOnError() async throws {
        let (sut, server) = try makeSUT()
        server.enqueue(.redirect(to: "/gone"))
        server.enqueue(.html(Data("missing".utf8), statusCode: 404))

        await #expect(throws: LookupFailureReason.httpStatus(404)) {
            try await sut.fetchPage(from: server.baseURL)
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: CurlHTTPClient, server: LoopbackHTTPServer) {
        (CurlHTTPClient(timeout: 5, userAgent: "PlateFinderTests/1"), try LoopbackHTTPServer())
    }
}
#endif
