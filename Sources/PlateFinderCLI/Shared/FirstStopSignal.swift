import Foundation

/// The first stop signal that came, if one did.
///
/// `@unchecked Sendable` is safe: `value` is read and written only while holding `lock`.
final class FirstStopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var value: StopSignal?

    /// Records `signal`, unless one came before it.
    func record(_ signal: StopSignal) {
        lock.withLock { value = value ?? signal }
    }

    /// The first signal recorded; nil while none came.
    var signal: StopSignal? { lock.withLock { value } }
}
