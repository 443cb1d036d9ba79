import Foundation
import Testing

@testable import PlateFinderData

struct HTTPRedirectDecisionTests {
    private static let current = "http://portal.example/a/b.jsp?x=1"

    @Test(arguments: [
        ("/c", "http://portal.example/c"), ("c?y=2", "http://portal.example/a/c?y=2"),
        ("http://PORTAL.example/d", "http://PORTAL.example/d"),
        ("http://portal.example:80/e", "http://portal.example:80/e"),
        ("//portal.example/f", "http://portal.example/f"),
    ])
    func decision_follows_redirectToSameOrigin(location: String, expected: String) throws {
        let sut = try makeSUT(statusCode: 302, location: location)

        #expect(sut == .follow(try #require(URL(string: expected))))
    }

    @Test(arguments: [
        ("http://other.example/x", "http://other.example"),
        ("http://portal.example:8080/x", "http://portal.example:8080"),
        ("https://portal.example/x", "https://portal.example"),
        ("//cdn.example/x", "http://cdn.example"),
    ])
    func decision_stopsRedirectedElsewhere_onOtherOrigin(location: String, origin: String) throws {
        let sut = try makeSUT(statusCode: 301, location: location)

        #expect(sut == .stop(.redirectedElsewhere(origin: origin)))
    }

    @Test(arguments: ["", "   ", "ftp://portal.example/x", "mailto:a@portal.example", "http://"])
    func decision_stopsUnreadable_onLocationThatIsNoHTTPURL(location: String) throws {
        let sut = try makeSUT(statusCode: 307, location: location)

        #expect(sut == .stop(.unreadableRedirect))
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func decision_isFinal_onRedirectStatusWithoutLocation(statusCode: Int) throws {
        #expect(try makeSUT(statusCode: statusCode, location: nil) == .final)
    }

    @Test(arguments: [200, 204, 300, 304, 305, 404, 503])
    func decision_isFinal_onStatusThatDoesNotRedirect(statusCode: Int) throws {
        #expect(try makeSUT(statusCode: statusCode, location: "/elsewhere") == .final)
    }

    @Test(arguments: [0, 4])
    func decision_follows_whileUnderTheLimit(redirectsSoFar: Int) throws {
        let sut = try makeSUT(statusCode: 308, location: "/next", redirectsSoFar: redirectsSoFar)

        #expect(sut == .follow(try #require(URL(string: "http://portal.example/next"))))
    }

    @Test func decision_stopsTooManyRedirects_atTheLimit() throws {
        let sut = try makeSUT(statusCode: 302, location: "/next", redirectsSoFar: 5)

        #expect(sut == .stop(.tooManyRedirects(limit: 5)))
    }

    @Test func decision_namesOtherOrigin_beforeCountingRedirects() throws {
        let sut = try makeSUT(statusCode: 302, location: "https://x.example/", redirectsSoFar: 5)

        #expect(sut == .stop(.redirectedElsewhere(origin: "https://x.example")))
    }

    @Test func decision_followsDefaultPortSpelledOut_onHTTPS() throws {
        let current = try #require(URL(string: "https://portal.example/a"))

        let sut = HTTPRedirectDecision(
            statusCode: 302, location: "https://portal.example:443/b", from: current,
            redirectsSoFar: 0, limit: 5)

        #expect(sut == .follow(try #require(URL(string: "https://portal.example:443/b"))))
    }

    private func makeSUT(
        statusCode: Int, location: String?, redirectsSoFar: Int = 0
    ) throws -> HTTPRedirectDecision {
        let current = try #require(URL(string: Self.current))
        return HTTPRedirectDecision(
            statusCode: statusCode, location: location, from: current,
            redirectsSoFar: redirectsSoFar, limit: 5)
    }
}
