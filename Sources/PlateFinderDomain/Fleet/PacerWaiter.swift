import Foundation

/// A request waiting in a `RequestPacer`: resumed with its start number, or nil when
/// cancelled.
struct PacerWaiter {
    /// Tells this waiter apart when its task is cancelled.
    let id: Int
    /// Where it queues.
    let place: RequestPacer.Place
    /// Resumes its task.
    let continuation: CheckedContinuation<Int?, Never>
}
