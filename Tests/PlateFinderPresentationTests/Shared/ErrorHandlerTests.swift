import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct ErrorHandlerTests {
    @Test
    func init_showsNothing() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            #expect(sut.current == nil)
            #expect(!sut.canRetry)
        }
    }

    @Test
    func handle_showsTheInterruptionAndItsRetry() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.handle(.lookup(LookupFailure(.ant, .unreachable))) {}

            #expect(sut.current == .lookup(LookupFailure(.ant, .unreachable)))
            #expect(sut.canRetry)
        }
    }

    @Test
    func handle_replacesTheInterruptionShownAndItsRetry() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            let retries = ActionSpy()
            sut.handle(.lookup(LookupFailure(.ant, .unreachable))) { retries.record("first") }

            sut.handle(.storage(.busy)) { retries.record("second") }
            await sut.retry()

            #expect(retries.names == ["second"])
        }
    }

    @Test
    func dismiss_hidesTheInterruptionWithoutRetrying() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            let retries = ActionSpy()
            sut.handle(.lookup(LookupFailure(.ant, .timedOut))) { retries.record("retry") }

            sut.dismiss()

            #expect(sut.current == nil)
            #expect(!sut.canRetry)
            #expect(retries.names.isEmpty)
        }
    }

    @Test
    func retry_hidesTheInterruptionAndRunsItsActionOnce() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            let retries = ActionSpy()
            sut.handle(.lookup(LookupFailure(.ant, .timedOut))) { retries.record("retry") }

            await sut.retry()
            await sut.retry()

            #expect(sut.current == nil)
            #expect(retries.names == ["retry"])
        }
    }

    @Test
    func retry_keepsAnInterruptionTheRetryItselfReported() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.handle(.lookup(LookupFailure(.ant, .timedOut))) { [weak sut] in
                sut?.handle(.lookup(LookupFailure(.ant, .unreachable)))
            }

            await sut.retry()

            #expect(sut.current == .lookup(LookupFailure(.ant, .unreachable)))
        }
    }

    @Test
    func retry_onlyHides_whenThereIsNoRetryAction() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.handle(.storage(.readOnly))

            await sut.retry()

            #expect(sut.current == nil)
        }
    }

    private func makeSUT(
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ErrorHandler {
        let sut = ErrorHandler()
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}
