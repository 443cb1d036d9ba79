import Foundation
import Testing

@testable import PlateFinderData

struct ANTPageMemoTests {
    private static let page = URL(string: "https://portal.example/page?ps_identificacion=ABC1234")

    @Test func take_handsOutAKeptPageOnce() throws {
        let (sut, _) = makeSUT()
        let url = try #require(Self.page)

        sut.keep("<html>", from: url)

        #expect(sut.take(from: url) == "<html>")
        #expect(sut.take(from: url) == nil)
        #expect(sut.count == 0)
    }

    @Test func take_handsOutNothing_forAnotherPage() throws {
        let (sut, _) = makeSUT()
        let url = try #require(Self.page)
        let other = try #require(
            URL(string: "https://portal.example/page?ps_identificacion=PBX1234"))

        sut.keep("<html>", from: url)

        #expect(sut.take(from: other) == nil)
        #expect(sut.take(from: url) == "<html>")
    }

    @Test func keep_replacesAnOlderCopyOfThePage() throws {
        let (sut, _) = makeSUT()
        let url = try #require(Self.page)

        sut.keep("old", from: url)
        sut.keep("new", from: url)

        #expect(sut.count == 1)
        #expect(sut.take(from: url) == "new")
    }

    @Test func take_forgetsAPageOlderThanItsMaximumAge_withoutHandingItOut() throws {
        let (sut, clock) = makeSUT()
        let url = try #require(Self.page)
        sut.keep("<html>", from: url)

        clock.advance(by: .seconds(61))

        #expect(sut.take(from: url) == nil)
        #expect(sut.count == 0)
    }

    @Test func keep_keepsOnlyTheNewestPages_andNoStaleOne() throws {
        let (sut, clock) = makeSUT()
        let urls = try (0..<6).map { index in
            try #require(URL(string: "https://portal.example/page?n=\(index)"))
        }

        for url in urls.prefix(5) { sut.keep(url.absoluteString, from: url) }
        #expect(sut.count == 4)
        #expect(sut.take(from: urls[0]) == nil)

        clock.advance(by: .seconds(61))
        sut.keep("fresh", from: urls[5])
        #expect(sut.count == 1)
        #expect(sut.take(from: urls[5]) == "fresh")
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: ANTPageMemo, clock: ManualClock) {
        let clock = ManualClock()
        let sut = ANTPageMemo(maximumAge: .seconds(60), capacity: 4, now: { clock.now })
        return (sut, clock)
    }
}

/// A continuous-clock instant the test moves by hand.
private final class ManualClock: @unchecked Sendable {
    // Safe to share across tasks: `current` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var current = ContinuousClock.now

    var now: ContinuousClock.Instant { lock.withLock { current } }

    func advance(by duration: Duration) { lock.withLock { current += duration } }
}
