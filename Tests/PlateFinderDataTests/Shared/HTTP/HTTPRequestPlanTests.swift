import Foundation
import Testing

@testable import PlateFinderData

struct HTTPRequestPlanTests {
    @Test(arguments: ["http://portal.example/a", "HTTPS://portal.example/a"])
    func init_acceptsHTTPAndHTTPSURLs(url: String) throws {
        let sut = try makeSUT(url: url)

        #expect(sut.url.absoluteString == url)
    }

    @Test(arguments: ["ftp://portal.example/a", "file:///etc/passwd", "portal.example/a"])
    func init_throwsUnsupportedURL_onURLThatIsNotHTTP(url: String) throws {
        #expect(throws: HTTPTransportError.unsupportedURL) { try makeSUT(url: url) }
    }

    @Test func headerFields_carryAcceptAndUserAgent() throws {
        let sut = try makeSUT(accept: "text/html", userAgent: "PlateFinder/1")

        #expect(sut.headerFields == ["Accept": "text/html", "User-Agent": "PlateFinder/1"])
    }

    @Test func headerFields_blankLineBreaksAndDropControls_thatCouldStartAnotherLine() throws {
        let sut = try makeSUT(accept: "text/html\r\nX-Evil: 1", userAgent: "PF\u{0}/1")

        #expect(sut.headerFields == ["Accept": "text/html  X-Evil: 1", "User-Agent": "PF/1"])
    }

    /// Infinite or not a number, in either direction, is read as "as long as allowed", as
    /// the curl client always read it.
    @Test(
        arguments: [
            (20, Duration.seconds(20)), (0.25, .milliseconds(250)), (-3, .zero),
            (.infinity, .seconds(86_400)), (-.infinity, .seconds(86_400)), (.nan, .seconds(86_400)),
            (1e12, .seconds(86_400)),
        ] as [(TimeInterval, Duration)])
    func timeout_isClamped_toNoneUpToADay(seconds: TimeInterval, expected: Duration) {
        #expect(HTTPRequestPlan.timeout(seconds: seconds) == expected)
    }

    @Test func secondsLeft_countsDownToTheDeadline_andBelowZeroAfter() {
        let now = ContinuousClock.now

        #expect(HTTPRequestPlan.secondsLeft(until: now + .milliseconds(1_500), from: now) == 1.5)
        #expect(HTTPRequestPlan.secondsLeft(until: now, from: now + .seconds(2)) == -2)
    }

    private func makeSUT(
        url: String = "http://portal.example/", accept: String = "text/html",
        userAgent: String = "PlateFinderTests/1"
    ) throws -> HTTPRequestPlan {
        let url = try #require(URL(string: url))
        return try HTTPRequestPlan(url: url, accept: accept, userAgent: userAgent)
    }
}
