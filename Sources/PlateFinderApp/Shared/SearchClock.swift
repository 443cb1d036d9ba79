import Foundation

/// The clock searches are stamped with. It remembers its last reading, so a front end can
/// show the very time the search it just ran was recorded with.
///
/// `@unchecked Sendable` is safe: the only mutable state, `last`, is private and read or
/// written only while `lock` is held; `source` is an immutable `@Sendable` closure.
public final class SearchClock: @unchecked Sendable {
    private let source: @Sendable () -> Date
    private let lock = NSLock()
    private var last: Date?

    /// A clock reading `source`, the system clock by default.
    public init(source: @escaping @Sendable () -> Date = { Date() }) {
        self.source = source
    }

    /// The time now, remembered as the last reading.
    public func now() -> Date {
        let date = source()
        lock.withLock { last = date }
        return date
    }

    /// The time the last call to `now()` returned; nil before the first.
    public var lastReading: Date? {
        lock.withLock { last }
    }
}
