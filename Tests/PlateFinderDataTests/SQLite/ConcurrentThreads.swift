import Foundation
import PlateFinderData

/// Runs `body(index)` on `count` threads at once and returns the errors they threw.
///
/// Real threads rather than tasks, and awaited rather than waited for: SQLite blocks while
/// it waits for a lock or the disk, which must not tie up the threads of Swift's
/// cooperative pool that other tests running meanwhile need.
func runOnThreads(
    _ count: Int, _ body: @escaping @Sendable (Int) throws(SQLiteError) -> Void
) async -> [SQLiteError] {
    let errors = ErrorCollector()
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            do throws(SQLiteError) {
                try body(index)
            } catch {
                errors.append(error)
            }
            group.leave()
        }
        thread.start()
    }
    await withCheckedContinuation { continuation in
        group.notify(queue: .global()) { continuation.resume() }
    }
    return errors.all
}

/// Errors gathered from several threads.
///
/// `@unchecked Sendable` is safe: `errors` is only read or written while `lock` is held.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [SQLiteError] = []

    func append(_ error: SQLiteError) {
        lock.withLock { errors.append(error) }
    }

    var all: [SQLiteError] {
        lock.withLock { errors }
    }
}
