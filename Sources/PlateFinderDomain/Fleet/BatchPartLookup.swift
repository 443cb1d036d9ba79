import Foundation

/// Asks one source about one plate for a batch: a saved answer younger than the maximum
/// age stands in without a request; otherwise the source's host is asked through its
/// pacer, again as the retry policy allows, and a fresh answer is kept.
///
/// A host that says it is busy is held for its wait before its slot is given back, so no
/// request to it starts meanwhile, whoever's; any other failure waits its backoff alone.
/// Cancellation stops waiting and asking at once.
struct BatchPartLookup: Sendable {
    let options: BatchOptions
    let clock: InstantClock
    let random: @Sendable () -> Double

    /// The part `source` gives for `plate`, and how many requests it took; its requests go
    /// `ahead` of those waiting on `pacer` when told.
    func callAsFunction<Source: BatchSource>(
        _ source: Source, plate: LookupPlate, pacer: RequestPacer, ahead: Bool = false
    ) async -> (part: BatchPart<Source.Answer>, requests: Int) {
        if let saved = await saved(source, plate: plate.plate) {
            return (saved, 0)
        }
        let policy = options.retryPolicy
        var requests = 0
        while true {
            let attempt = requests
            let asked = await pacer.run(ahead: ahead) {
                () -> (Result<Source.Answer?, SourceFailure>, Duration) in
                let outcome = await Self.ask(source, plate)
                guard case .failure(let failure) = outcome else { return (outcome, .zero) }
                let pause = policy.wait(after: failure, attempt: attempt, random: random())
                if case .hostBusy = failure {
                    await pacer.hold(until: ContinuousClock.now + pause)
                }
                return (outcome, pause)
            }
            guard let (outcome, pause) = asked else { return (.cancelled, requests) }
            requests += 1
            switch outcome {
            case .success(let answer):
                let fresh = SourceAnswer(answer, fetchedAt: clock.now())
                return (.fresh(fresh, unsaved: await keep(fresh, source, plate.plate)), requests)
            case .failure(let failure):
                // A request cut short by cancellation failed for that reason alone.
                if Task.isCancelled { return (.cancelled, requests) }
                guard policy.shouldRetry(failure, attempt: attempt) else {
                    return (.failed(failure.error), requests)
                }
                guard await waitAlone(pause, after: failure) else { return (.cancelled, requests) }
            }
        }
    }

    /// The part a saved answer younger than the maximum age gives, without a request; nil
    /// when there is none.
    func saved<Source: BatchSource>(
        _ source: Source, plate: Plate
    ) async -> BatchPart<Source.Answer>? {
        await youngSavedAnswer(source, plate: plate).map { .saved($0) }
    }

    /// The saved answer when one is younger than the maximum age. A store that cannot be
    /// read is no reason not to ask: the source is asked instead.
    private func youngSavedAnswer<Source: BatchSource>(
        _ source: Source, plate: Plate
    ) async -> SourceAnswer<Source.Answer>? {
        guard options.maximumAge > .zero else { return nil }
        let saved: SourceAnswer<Source.Answer>?
        do { saved = try await source.savedAnswer(for: plate) } catch { return nil }
        guard let saved else { return nil }
        let age = clock.now().timeIntervalSince(saved.fetchedAt)
        return Duration.seconds(age) < options.maximumAge ? saved : nil
    }

    private static func ask<Source: BatchSource>(
        _ source: Source, _ plate: LookupPlate
    ) async -> Result<Source.Answer?, SourceFailure> {
        do { return .success(try await source.fetch(plate)) } catch { return .failure(error) }
    }

    /// Keeps `answer`; why it could not be kept, when it could not.
    private func keep<Source: BatchSource>(
        _ answer: SourceAnswer<Source.Answer>, _ source: Source, _ plate: Plate
    ) async -> StoreError? {
        do {
            try await source.save(answer, for: plate)
            return nil
        } catch {
            return error
        }
    }

    /// Waits out a failure's backoff before asking again; a busy host's wait is already
    /// held on its pacer. False when cancelled.
    private func waitAlone(_ pause: Duration, after failure: SourceFailure) async -> Bool {
        guard case .lookup = failure else { return !Task.isCancelled }
        do {
            try await Task.sleep(for: pause)
            return true
        } catch {
            return false
        }
    }
}
