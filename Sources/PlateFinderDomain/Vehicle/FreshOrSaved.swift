import Foundation

/// One source's part of a report, whichever source: its saved answer when the freshness
/// allows, else the source asked and its answer kept; when the source could not be asked,
/// the saved answer of any age stands in, labelled with why. Never against the source's
/// word: "no data" and an answer that could not be understood are the part.
///
/// A store that cannot be read or written never hides what the source said: the part is
/// still given, and the store's failure beside it.
struct FreshOrSaved: Sendable {
    /// Stamps fresh answers, and tells saved answers' ages.
    let clock: InstantClock

    /// A source's part about `plate` under `policy`, over its saved answers in `store`; a
    /// saved answer is used by the policy only when it `covers` what is wanted. `ask` asks
    /// the source, and `keep` makes what it fetched the part's answer. The fetched value
    /// comes back too when the source was asked and answered.
    func part<Answer, Fetched: Sendable>(
        plate: Plate, policy: FreshnessPolicy,
        store: any AnswerStore<Answer>, covers: (Answer) -> Bool = { _ in true },
        ask: () async -> SourceReply<Fetched>, keep: (Fetched) -> Answer
    ) async -> (part: SourcePart<Answer>, fetched: Fetched?) {
        var storeFailure: StoreError?
        var saved: SourceAnswer<Answer>?
        if policy != .alwaysAsk {
            do { saved = try await store.savedAnswer(for: plate) } catch { storeFailure = error }
            if let saved, saved.answer.map(covers) ?? true,
                policy.prefersSaved(fetchedAt: saved.fetchedAt, now: clock.now())
            {
                let origin = AnswerOrigin.saved(at: saved.fetchedAt, standingInFor: nil)
                return (SourcePart(part: Self.part(saved, origin), storeFailure: storeFailure), nil)
            }
            if policy == .savedOnly {
                return (SourcePart(part: .notSaved, storeFailure: storeFailure), nil)
            }
        }
        let reply = await ask()
        switch reply.outcome {
        case .answered(let fetched):
            // An answer that came after the lookup was abandoned is not kept.
            if Task.isCancelled {
                return (SourcePart(part: .cancelled, requests: reply.requests), nil)
            }
            let fresh = SourceAnswer(fetched.map(keep), fetchedAt: clock.now())
            do { try await store.save(fresh, for: plate) } catch { storeFailure = error }
            let part = Self.part(fresh, .asked(at: fresh.fetchedAt))
            return (
                SourcePart(part: part, requests: reply.requests, storeFailure: storeFailure),
                fetched
            )
        case .failed(let failure):
            do {
                try await store.recordFailure(failure, for: plate, at: clock.now())
            } catch {
                storeFailure = storeFailure ?? error
            }
            // A history that cannot record the failure (one that can only be read) can
            // still give the saved answer.
            if failure.savedAnswerMayStandIn, saved == nil {
                do { saved = try await store.savedAnswer(for: plate) } catch {
                    storeFailure = storeFailure ?? error
                }
            }
            guard failure.savedAnswerMayStandIn, let saved else {
                return (
                    SourcePart(
                        part: .failed(failure), requests: reply.requests,
                        storeFailure: storeFailure), nil
                )
            }
            let part = Self.part(saved, .saved(at: saved.fetchedAt, standingInFor: failure))
            return (
                SourcePart(part: part, requests: reply.requests, storeFailure: storeFailure), nil
            )
        case .cancelled:
            return (SourcePart(part: .cancelled, requests: reply.requests), nil)
        }
    }

    private static func part<Answer>(
        _ answer: SourceAnswer<Answer>, _ origin: AnswerOrigin
    ) -> ReportPart<Answer> {
        answer.answer.map { .answered($0, origin) } ?? .noData(origin)
    }
}
