import Foundation
import PlateFinderDomain
import Testing

@Suite struct InstantClockTests {
    @Test func now_readsItsSource() {
        let sut = InstantClock { Date(timeIntervalSince1970: 10) }

        #expect(sut.now() == Date(timeIntervalSince1970: 10))
    }

    @Test func now_isTheSystemClock_forSystem() {
        let before = Date()

        let reading = InstantClock.system.now()

        #expect(reading >= before)
        #expect(reading <= Date())
    }
}
