import Foundation
import PlateFinderDomain
import Testing

@testable import PlateFinderData

/// Every source's statuses read one way: its accepted statuses are its answer, a busy host
/// is busy with its wait, another 2xx is not the source's answer, anything else an HTTP
/// error; a transport failure is its reason.
struct HTTPClientSourceAnswerTests {
    private static let url = URL(string: "http://127.0.0.1:1/answer")

    @Test(arguments: [(200, Set([200])), (404, Set([200, 404])), (200, Set([200, 404]))])
    func sourceAnswer_deliversTheResponse_whenItsStatusIsAccepted(
        status: Int, accepted: Set<Int>
    ) async throws {
        let client = HTTPClientStub()
        let response = HTTPResponse(statusCode: status, contentType: nil, body: Data("x".utf8))
        client.stub(.success(response))
        let url = try #require(Self.url)

        let answer = try await client.sourceAnswer(
            from: url, accept: "application/json", accepted: accepted)

        #expect(answer == response)
        #expect(client.requests == [.init(url: url, accept: "application/json")])
    }

    @Test(arguments: [
        (
            429, Duration?.some(.seconds(30)),
            LookupFailureReason.busy(statusCode: 429, retryAfter: .seconds(30))
        ),
        (503, nil, .busy(statusCode: 503, retryAfter: nil)),
        (204, nil, .unexpectedAnswer(.status(204))), (206, nil, .unexpectedAnswer(.status(206))),
        (404, nil, .httpStatus(404)), (500, .seconds(30), .httpStatus(500)),
        (301, nil, .httpStatus(301)),
    ])
    func sourceAnswer_failsForEveryOtherStatus(
        status: Int, retryAfter: Duration?, expected: LookupFailureReason
    ) async throws {
        let client = HTTPClientStub()
        client.stub(
            .success(
                HTTPResponse(
                    statusCode: status, contentType: nil, body: Data(), retryAfter: retryAfter)))

        await #expect(throws: expected) {
            try await client.sourceAnswer(from: try #require(Self.url), accept: "text/html")
        }
    }

    @Test func sourceAnswer_failsForTheTransportsReason() async throws {
        let client = HTTPClientStub()
        client.stub(.failure(.timedOut))

        await #expect(throws: LookupFailureReason.timedOut) {
            try await client.sourceAnswer(from: try #require(Self.url), accept: "text/html")
        }
    }

    @Test(arguments: [
        (HTTPTransportError.timedOut, LookupFailureReason.timedOut),
        (.network, .unreachable), (.cancelled, .unreachable), (.unsupportedURL, .unreachable),
        (.tooLarge(limit: 1_024), .unexpectedAnswer(.bodyTooLarge(bytes: 1_024))),
        (.headersTooLarge(limit: 65_536), .unexpectedAnswer(.headersTooLarge(bytes: 65_536))),
        (
            .redirectedElsewhere(origin: "https://phishing.example"),
            .unexpectedAnswer(.redirectedElsewhere("https://phishing.example"))
        ),
        (.tooManyRedirects(limit: 5), .unexpectedAnswer(.tooManyRedirects(5))),
        (.unreadableRedirect, .unexpectedAnswer(.unusableRedirect)),
    ])
    func reason_isTheLookupFailureOfEachTransportFailure(
        error: HTTPTransportError, reason: LookupFailureReason
    ) {
        #expect(error.reason == reason)
    }

    @Test func reason_shortensAnOriginTooLongForASentence() {
        let origin = "https://" + String(repeating: "a", count: 100) + ".example"

        let reason = HTTPTransportError.redirectedElsewhere(origin: origin).reason

        #expect(reason == .unexpectedAnswer(.redirectedElsewhere(String(origin.prefix(79)) + "…")))
    }
}
