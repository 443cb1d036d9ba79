import Foundation
import Testing

@testable import PlateFinderData

struct HTTPDeadlineTests {
    @Test func run_returnsOperationsOutcome_whenItEndsInTime() async {
        let outcome = await HTTPDeadline.run(until: .now + .seconds(60)) {
            Result<Int, HTTPTransportError>.success(7)
        }

        #expect(outcome == .success(7))
    }

    @Test func run_returnsOperationsFailure_whenItFailsInTime() async {
        let outcome = await HTTPDeadline.run(until: .now + .seconds(60)) {
            Result<Int, HTTPTransportError>.failure(.network)
        }

        #expect(outcome == .failure(.network))
    }

    @Test func run_timesOutAndCancelsOperation_whenDeadlinePassesFirst() async {
        let spy = CancellationSpy()

        let outcome = await HTTPDeadline.run(until: .now + .milliseconds(50)) {
            await spy.waitForCancellation()
        }

        #expect(outcome == .failure(.timedOut))
        #expect(spy.wasCancelled)
    }

    @Test func run_returnsCancelled_whenCallerIsCancelled() async {
        let spy = CancellationSpy()
        let caller = Task {
            await HTTPDeadline.run(until: .now + .seconds(60)) { await spy.waitForCancellation() }
        }

        caller.cancel()

        #expect(await caller.value == .failure(.cancelled))
        #expect(spy.wasCancelled)
    }

    @Test func run_timesOut_onDeadlineAlreadyPast() async {
        let spy = CancellationSpy()

        let outcome = await HTTPDeadline.run(until: .now - .seconds(1)) {
            await spy.waitForCancellation()
        }

        #expect(outcome == .failure(.timedOut))
    }
}

/// An operation that waits until it is cancelled, recording that it was.
private final class CancellationSpy: @unchecked Sendable {
    // Safe to share across tasks: every access to `cancelled` holds `lock`.
    private let lock = NSLock()
    private var cancelled = false

    /// Whether the operation saw its cancellation.
    var wasCancelled: Bool { lock.withLock { cancelled } }

    /// Sleeps until cancelled (a minute at most), then fails as a cancelled call.
    func waitForCancellation() async -> Result<Int, HTTPTransportError> {
        try? await Task.sleep(for: .seconds(60))
        lock.withLock { cancelled = Task.isCancelled }
        return .failure(.cancelled)
    }
}
