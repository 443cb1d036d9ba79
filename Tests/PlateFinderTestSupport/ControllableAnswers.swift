import Foundation
import Testing

/// Requests held until the test answers them, one by one and in any order: the core of
/// the controllable test doubles, for testing cancellation and answers that arrive late.
public final class ControllableAnswers<Request: Equatable & Sendable, Answer: Sendable>:
    @unchecked Sendable
{
    // Safe to share across tasks: every access to the mutable state holds `lock`, and
    // continuations are resumed only after the lock is released.
    private let lock = NSLock()
    private var received: [Request] = []
    private var pending: [(request: Request, continuation: CheckedContinuation<Answer, Never>)] =
        []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Nothing received yet.
    public init() {}

    /// Every request received, in order.
    public var requests: [Request] { lock.withLock { received } }

    /// How many requests still wait for an answer.
    public var pendingCount: Int { lock.withLock { pending.count } }

    /// Called by the double: holds `request` until the test answers it.
    public func hold(_ request: Request) async -> Answer {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
                received.append(request)
                pending.append((request, continuation))
                return takeWaiters()
            }
            ready.forEach { $0.resume() }
        }
    }

    /// Returns once `count` requests have been received in all.
    public func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = lock.withLock { () -> Bool in
                guard received.count < count else { return true }
                waiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    /// Answers the oldest held `request` with `answer`; records an issue when none is held.
    public func answer(
        _ request: Request, with answer: Answer, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let continuation = lock.withLock { () -> CheckedContinuation<Answer, Never>? in
            guard let index = pending.firstIndex(where: { $0.request == request }) else {
                return nil
            }
            return pending.remove(at: index).continuation
        }
        guard let continuation else {
            Issue.record("No held request \(request) to answer.", sourceLocation: sourceLocation)
            return
        }
        continuation.resume(returning: answer)
    }

    private func takeWaiters() -> [CheckedContinuation<Void, Never>] {
        let ready = waiters.filter { $0.count <= received.count }.map(\.continuation)
        waiters.removeAll { $0.count <= received.count }
        return ready
    }
}
