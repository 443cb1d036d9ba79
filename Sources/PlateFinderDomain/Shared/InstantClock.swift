import Foundation

/// Tells the current instant: the system clock, or a fixed one in tests. Everything that
/// stamps a moment (a search, a saved answer, a task's change) reads it from one of these.
public struct InstantClock: Sendable {
    /// The system clock.
    public static let system = InstantClock { Date() }

    private let read: @Sendable () -> Date

    /// A clock that reads the instant from `read`.
    public init(_ read: @escaping @Sendable () -> Date) {
        self.read = read
    }

    /// The current instant.
    public func now() -> Date {
        read()
    }
}
