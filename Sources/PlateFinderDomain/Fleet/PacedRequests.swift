import Foundation

/// One plate's requests in a batch: each through its host's pacer, asked again as the
/// retry policy allows. The plate's first request to each host waits for its `turn` there,
/// so every host is asked the plates in input order.
///
/// A host that says it is busy is held for its wait before its slot is given back, so no
/// request to it starts meanwhile, whoever's; any other failure waits its backoff alone.
/// Cancellation stops waiting and asking at once.
struct PacedRequests: SourceRequests {
    let pacers: BatchHostPacers
    let retryPolicy: RetryPolicy
    let random: @Sendable () -> Double
    /// The plate's place among the batch's plates.
    let turn: Int
    /// The hosts whose turn this plate has taken or passed.
    let usedTurns = UsedTurns()

    func send<Answer: Sendable>(
        to source: VehicleSource, followingUp: Bool,
        _ request: @escaping @Sendable () async throws(LookupFailure) -> Answer?
    ) async -> SourceReply<Answer> {
        let pacer = pacers.pacer(for: source.host)
        let (policy, random) = (retryPolicy, random)
        var requests = 0
        while true {
            let attempt = requests
            let place: RequestPacer.Place =
                if followingUp {
                    .ahead
                } else if usedTurns.use(source.host) {
                    .turn(turn)
                } else {
                    .queued
                }
            let asked = await pacer.run(place) {
                () -> (Result<Answer?, LookupFailure>, Duration) in
                let outcome: Result<Answer?, LookupFailure>
                do throws(LookupFailure) {
                    outcome = .success(try await request())
                } catch {
                    outcome = .failure(error)
                }
                guard case .failure(let failure) = outcome else { return (outcome, .zero) }
                let pause = policy.wait(after: failure.reason, attempt: attempt, random: random())
                if case .busy = failure.reason {
                    await pacer.hold(until: ContinuousClock.now + pause)
                }
                return (outcome, pause)
            }
            guard let (outcome, pause) = asked else {
                return SourceReply(.cancelled, requests: requests)
            }
            requests += 1
            switch outcome {
            case .success(let answer):
                return SourceReply(.answered(answer), requests: requests)
            case .failure(let failure):
                // A request cut short by cancellation failed for that reason alone.
                if Task.isCancelled { return SourceReply(.cancelled, requests: requests) }
                guard policy.shouldRetry(failure.reason, attempt: attempt) else {
                    return SourceReply(.failed(failure), requests: requests)
                }
                guard await waitAlone(pause, after: failure.reason) else {
                    return SourceReply(.cancelled, requests: requests)
                }
            }
        }
    }

    func doneAsking(_ host: ServiceHost) async {
        guard usedTurns.use(host) else { return }
        await pacers.pacer(for: host).pass(turn)
    }

    /// Waits out a failure's backoff before asking again; a busy host's wait is already
    /// held on its pacer. False when cancelled.
    private func waitAlone(_ pause: Duration, after reason: LookupFailureReason) async -> Bool {
        if case .busy = reason { return !Task.isCancelled }
        do {
            try await Task.sleep(for: pause)
            return true
        } catch {
            return false
        }
    }
}
