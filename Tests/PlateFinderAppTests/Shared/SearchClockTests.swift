import Foundation
import PlateFinderApp
import Testing

@Suite struct SearchClockTests {
    @Test func lastReading_isNil_beforeFirstReading() {
        #expect(makeSUT(readings: []).lastReading == nil)
    }

    @Test func lastReading_isWhatNowReturnedLast() {
        let sut = makeSUT(readings: [10, 20])

        let first = sut.now()
        let second = sut.now()

        #expect(first == Date(timeIntervalSince1970: 10))
        #expect(second == Date(timeIntervalSince1970: 20))
        #expect(sut.lastReading == second)
    }

    // MARK: - Helpers

    /// A clock that reads `readings` in turn (seconds since 1970), then stays on the last.
    private func makeSUT(readings: [TimeInterval]) -> SearchClock {
        let source = ReadingSequence(readings)
        return SearchClock { source.next() }
    }
}

/// Hands out dates in order.
///
/// `@unchecked Sendable` is safe: `index` is read and written only while `lock` is held.
private final class ReadingSequence: @unchecked Sendable {
    private let readings: [TimeInterval]
    private let lock = NSLock()
    private var index = 0

    init(_ readings: [TimeInterval]) { self.readings = readings }

    func next() -> Date {
        lock.withLock {
            defer { index = min(index + 1, max(0, readings.count - 1)) }
            return Date(timeIntervalSince1970: readings.isEmpty ? 0 : readings[index])
        }
    }
}
