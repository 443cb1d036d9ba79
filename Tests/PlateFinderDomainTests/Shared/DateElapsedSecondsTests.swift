import Foundation
import PlateFinderDomain
import Testing

/// Whole seconds between instants, as an `Int` that never traps.
struct DateElapsedSecondsTests {
    private static let now = Date(timeIntervalSince1970: 1_780_000_000)

    @Test(arguments: [
        (0.0, 0), (59.9, 59), (-0.5, -1), (86_400, 86_400), (9.3e18, Int.max),
        (-9.3e18, Int.min), (1e300, Int.max), (.infinity, Int.max), (-.infinity, Int.min),
        (.nan, 0),
    ])
    func wholeSeconds_roundsDown_andHoldsToWhatAnIntHolds(seconds: Double, expected: Int) {
        let earlier = Date(timeIntervalSince1970: Self.now.timeIntervalSince1970 - seconds)

        #expect(Self.now.wholeSeconds(since: earlier) == expected)
    }
}
