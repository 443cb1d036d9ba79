import PlateFinderDomain
import Testing

struct RetryPolicyTests {
    @Test(arguments: [
        (CarInfoError.timeout, true), (.networkError, true), (.serverError(statusCode: 500), true),
        (.serverError(statusCode: 503), true), (.serverError(statusCode: 429), true),
        (.serverError(statusCode: 404), false), (.noDataFound, false),
        (.invalidPlateFormat, false), (.parsingError("x"), false),
    ])
    func shouldRetry_onlyWhatMayPassOnItsOwn(error: CarInfoError, retried: Bool) {
        let sut = RetryPolicy(retries: 2)

        #expect(sut.shouldRetry(error, attempt: 0) == retried)
        #expect(sut.shouldRetry(error, attempt: 1) == retried)
        #expect(!sut.shouldRetry(error, attempt: 2))
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
        let busy = SourceFailure.hostBusy(
            .portalUnavailable("the SRI's service is down (HTTP 503)"), retryAfter: nil)

        #expect(sut.shouldRetry(busy, attempt: 0))
        #expect(sut.shouldRetry(busy, attempt: 1))
        #expect(!sut.shouldRetry(busy, attempt: 2))
        #expect(!sut.shouldRetry(.lookup(.noDataFound), attempt: 0))
        #expect(sut.shouldRetry(.lookup(.timeout), attempt: 0))
    }

    @Test(arguments: [
        (SourceFailure.hostBusy(.serverError(statusCode: 429), retryAfter: .seconds(7)), 7_000),
        (.hostBusy(.serverError(statusCode: 429), retryAfter: .seconds(600)), 60_000),
        (.hostBusy(.serverError(statusCode: 503), retryAfter: nil), 1_000),
        (.lookup(.timeout), 1_000),
    ])
    func wait_isTheHostsRetryAfter_cappedOrElseTheBackoff(failure: SourceFailure, ms: Int) {
        let sut = RetryPolicy(retries: 3, firstDelay: .milliseconds(500))

        #expect(sut.wait(after: failure, attempt: 1, random: 1) == .milliseconds(ms))
    }
}
