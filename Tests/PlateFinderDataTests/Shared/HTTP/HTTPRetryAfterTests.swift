import Foundation
import Testing

@testable import PlateFinderData

/// A `Retry-After` field is read as a wait, whichever of its forms the server used, and
/// anything else is no wait at all.
struct HTTPRetryAfterTests {
    /// 2026-11-29T15:00:00Z.
    private static let received = Date(timeIntervalSince1970: 1_795_964_400)

    @Test(arguments: [
        ("0", 0), ("7", 7), (" 120 ", 120), ("0042", 42), ("604800", 604_800),
        ("604801", 604_800), ("99999999999999999999", 604_800),
    ])
    func delay_readsSeconds_cappedAtAWeek(value: String, seconds: Int64) {
        #expect(
            HTTPRetryAfter.delay(value, sentAt: nil, receivedAt: Self.received)
                == .seconds(seconds))
    }

    @Test(arguments: [
        "Sun, 29 Nov 2026 15:00:30 GMT", "Sunday, 29-Nov-26 15:00:30 GMT",
        "Sun Nov 29 15:00:30 2026",
    ])
    func delay_readsEachFormOfHTTPDate_fromWhenTheAnswerCame(value: String) {
        #expect(
            HTTPRetryAfter.delay(value, sentAt: nil, receivedAt: Self.received) == .seconds(30))
    }

    @Test func delay_countsADate_fromTheServersOwnDate() {
        let wait = HTTPRetryAfter.delay(
            "Sun, 29 Nov 2026 15:00:30 GMT", sentAt: "Sun, 29 Nov 2026 15:00:20 GMT",
            receivedAt: Self.received)

        #expect(wait == .seconds(10))
    }

    @Test func delay_isNoWait_forADateAlreadyPassed() {
        let wait = HTTPRetryAfter.delay(
            "Sun, 29 Nov 2026 14:00:00 GMT", sentAt: nil, receivedAt: Self.received)

        #expect(wait == .zero)
    }

    @Test(arguments: [
        "", "-5", "1.5", "soon", "30 seconds", "Sun, 29 Nov 2026 15:00:30 CET",
        "Sun, 31 Nov 2026 15:00:30 GMT", "Sun, 29 Nov 2026 25:00:30 GMT",
        "Sun, 29 Foo 2026 15:00:30 GMT", "29 Nov 2026 15:00:30 GMT",
        "Sun, 29 Nov 2026 15:00 GMT", String(repeating: "Sun, ", count: 40),
    ])
    func delay_isNil_forAnythingElse(value: String) {
        #expect(HTTPRetryAfter.delay(value, sentAt: nil, receivedAt: Self.received) == nil)
    }
}
