import Foundation

/// Whether an interrupt came.
///
/// `@unchecked Sendable` is safe: `value` is read and written only while holding `lock`.
final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Records the interrupt.
    func set() { lock.withLock { value = true } }

    /// Whether it came.
    var isSet: Bool { lock.withLock { value } }
}
