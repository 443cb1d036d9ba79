import Foundation

/// One person's requests: each sent once, at once. The lookup's plan already keeps one
/// request in flight per host (the fines after their page, the SRI on a host of its own).
struct DirectRequests: SourceRequests {
    func send<Answer: Sendable>(
        to source: VehicleSource, followingUp: Bool,
        _ request: @escaping @Sendable () async throws(LookupFailure) -> Answer?
    ) async -> SourceReply<Answer> {
        if Task.isCancelled { return SourceReply(.cancelled, requests: 0) }
        do {
            return SourceReply(.answered(try await request()), requests: 1)
        } catch {
            // A request cut short by cancellation failed for that reason alone.
            return SourceReply(Task.isCancelled ? .cancelled : .failed(error), requests: 1)
        }
    }
}
