import Foundation

/// The clock searches are stamped with: the system clock, or a fixed one in tests.
public struct SearchClock: Sendable {
    private let source: @Sendable () -> Date

    /// A clock reading `source`, the system clock by default.
    public init(source: @escaping @Sendable () -> Date = { Date() }) {
        self.source = source
    }

    /// The time now.
    public func now() -> Date {
        source()
    }
}
