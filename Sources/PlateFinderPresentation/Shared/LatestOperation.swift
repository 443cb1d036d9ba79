import Foundation

/// Runs one operation at a time for a view model: starting one cancels the one in flight,
/// and an answer that arrives after a newer start (or a cancel) is dropped.
///
/// Task cancellation alone is not enough: an operation may already be past its last
/// cancellation check when a newer one starts, so each start also takes a new generation
/// and only the current generation may deliver.
@MainActor
final class LatestOperation {
    /// Names one run, so what it reports can be told from a newer run's.
    final class Ticket: Sendable {}

    private var generation = 0
    private var current: Ticket?
    private var task: Task<Bool, Never>?

    /// Runs `work` off the main actor and hands its output to `deliver` unless another
    /// operation started or `cancel()` ran meanwhile; returns whether it delivered.
    @discardableResult
    func run<Output: Sendable>(
        _ work: @escaping @Sendable () async -> Output,
        deliver: @escaping @MainActor (Output) -> Void
    ) async -> Bool {
        await run(work, deliver: deliver, ticket: Ticket())
    }

    /// `run`, its generation named by `ticket`.
    func run<Output: Sendable>(
        _ work: @escaping @Sendable () async -> Output,
        deliver: @escaping @MainActor (Output) -> Void, ticket: Ticket
    ) async -> Bool {
        cancel()
        current = ticket
        let generation = generation
        let task = Task { [weak self] () -> Bool in
            let output = await work()
            guard let self, self.generation == generation else { return false }
            self.task = nil
            deliver(output)
            return true
        }
        self.task = task
        return await task.value
    }

    /// Whether `ticket` names the operation in flight.
    func isCurrent(_ ticket: Ticket) -> Bool {
        current === ticket
    }

    /// Cancels the operation in flight and makes sure its answer is never delivered.
    func cancel() {
        generation &+= 1
        current = nil
        task?.cancel()
        task = nil
    }
}
