import PlateFinderDomain
import Testing

struct RetryPolicyTests {
    @Test(arguments: [
        (LookupFailureReason.timedOut, true), (.unreachable, true), (.httpStatus(500), true),
        (.httpStatus(503), true), (.httpStatus(429), true),
        (.busy(statusCode: 503, retryAfter: nil), true), (.httpStatus(404), false),
        (.noData, false), (.notUnderstood(.described("x")), false),
        (.notUnderstood(.grid(.notJSON)), false), (.unexpectedAnswer(.emptyPage), false),
    ])
    func shouldRetry_onlyWhatMayPassOnItsOwn(reason: LookupFailureReason, retried: Bool) {
        let sut = RetryPolicy(retries: 2)

        #expect(sut.shouldRetry(reason, attempt: 0) == retried)
        #expect(sut.shouldRetry(reason, attempt: 1) == retried)
        #expect(!sut.shouldRetry(reason, attempt: 2))
    }

    @Test(arguments: [(0, 0.0, 250), (0, 1.0, 500), (1, 1.0, 1_000), (3, 0.5, 3_000)])
    func delay_doublesWithEachAttempt_scaledByJitter(attempt: Int, random: Double, ms: Int) {
        let sut = RetryPolicy(retries: 5, firstDelay: .milliseconds(500))

        #expect(sut.delay(afterAttempt: attempt, random: random) == .milliseconds(ms))
    }

    @Test func delayAndWait_neverPassTheLongestWait() {
        let sut = RetryPolicy(retries: 40, longestWait: .seconds(60))

        #expect(sut.delay(afterAttempt: 40, random: 1) == .seconds(60))
        #expect(sut.wait(retryAfter: 3_600) == .seconds(60))
        #expect(sut.wait(retryAfter: 5) == .seconds(5))
        #expect(sut.wait(retryAfter: -5) == .zero)
    }

    @Test func shouldRetry_aBusyHost_asOftenAsRetriesAllow() {
        let sut = RetryPolicy(retries: 2)
        let busy = LookupFailureReason.busy(statusCode: 503, retryAfter: .seconds(5))

        #expect(sut.shouldRetry(busy, attempt: 0))
        #expect(sut.shouldRetry(busy, attempt: 1))
        #expect(!sut.shouldRetry(busy, attempt: 2))
        #expect(!RetryPolicy(retries: 0).shouldRetry(busy, attempt: 0))
    }

    @Test(arguments: [
        (LookupFailureReason.busy(statusCode: 429, retryAfter: .seconds(7)), 7_000),
        (.busy(statusCode: 429, retryAfter: .seconds(600)), 60_000),
        (.busy(statusCode: 503, retryAfter: nil), 1_000),
        (.busy(statusCode: 503, retryAfter: .seconds(-3)), 0),
        (.timedOut, 1_000), (.httpStatus(502), 1_000),
    ])
    func wait_isTheHostsRetryAfter_cappedOrElseTheBackoff(reason: LookupFailureReason, ms: Int) {
        let sut = RetryPolicy(retries: 3, firstDelay: .milliseconds(500))

        #expect(sut.wait(after: reason, attempt: 1, random: 1) == .milliseconds(ms))
    }
}
