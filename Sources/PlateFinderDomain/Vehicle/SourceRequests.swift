import Foundation

/// How a lookup's requests reach a source's host: at once for one person's lookup, or
/// paced and retried for a batch. The lookup's plan decides what is asked and in which
/// order; this decides how each request is sent.
public protocol SourceRequests: Sendable {
    /// Sends `request` to `source`'s host; `followingUp` when it reads what a request just
    /// answered (the fines grid after its vehicle page), so it may go ahead of others.
    func send<Answer: Sendable>(
        to source: VehicleSource, followingUp: Bool,
        _ request: @escaping @Sendable () async throws(LookupFailure) -> Answer?
    ) async -> SourceReply<Answer>

    /// Says the lookup will send nothing more to `host` that it has not sent yet, so a
    /// batch's later plates need not wait for this one's turn there.
    func doneAsking(_ host: ServiceHost) async
}

extension SourceRequests {
    /// Nothing waits on one person's lookup.
    public func doneAsking(_ host: ServiceHost) async {}
}
