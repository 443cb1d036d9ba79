import Foundation

/// Runs asynchronous work to its end from the fuzzer's synchronous callback, which is no
/// thread of the concurrency pool, so waiting for the work blocks nothing the work needs.
enum Blocking {
    /// What `work` returned.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let done = DispatchSemaphore(value: 0)
        let box = Box<Value>()
        Task {
            box.set(await work())
            done.signal()
        }
        done.wait()
        guard let value = box.value else { fatalError("the work ended without a value") }
        return value
    }
}

/// One value handed from the task that made it to the thread that waits for it.
///
/// `@unchecked Sendable` is safe: `stored` is read and written only while holding `lock`.
private final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? { lock.withLock { stored } }

    func set(_ value: Value) { lock.withLock { stored = value } }
}
