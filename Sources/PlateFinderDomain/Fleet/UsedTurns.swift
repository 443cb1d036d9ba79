import Foundation

/// The hosts on which one plate has used its turn, by a first request or by passing it.
///
/// `@unchecked Sendable` is safe: `hosts` is read and written only while holding `lock`.
final class UsedTurns: @unchecked Sendable {
    private let lock = NSLock()
    private var hosts: Set<ServiceHost> = []

    /// Marks the turn on `host` used; true when it was not yet, so the caller uses it.
    func use(_ host: ServiceHost) -> Bool {
        lock.withLock { hosts.insert(host).inserted }
    }
}
