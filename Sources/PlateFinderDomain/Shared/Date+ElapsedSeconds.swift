import Foundation

extension Date {
    /// The whole seconds from `earlier` to this instant, rounded down, never trapping: an
    /// interval past what an `Int` holds is the largest (or smallest) one, and one that is
    /// not a number is 0.
    public func wholeSeconds(since earlier: Date) -> Int {
        let seconds = timeIntervalSince(earlier).rounded(.down)
        guard !seconds.isNaN else { return 0 }
        // `Double(Int.max)` rounds up to 2^63, which no `Int` holds.
        guard seconds < Double(Int.max) else { return .max }
        guard seconds >= Double(Int.min) else { return .min }
        return Int(seconds)
    }
}
