import Foundation
import PlateFinderApp
import Testing

@Suite struct SearchClockTests {
    @Test func now_readsItsSource() {
        let sut = SearchClock { Date(timeIntervalSince1970: 10) }

        #expect(sut.now() == Date(timeIntervalSince1970: 10))
    }

    @Test func now_defaultsToTheSystemClock() {
        let before = Date()

        let reading = SearchClock().now()

        #expect(reading >= before)
        #expect(reading <= Date())
    }
}
