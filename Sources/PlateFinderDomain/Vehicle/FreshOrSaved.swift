import Foundation

/// One source's part of a report, whichever source: its saved answer when the freshness
/// allows, else the source asked and its answer kept; when the source could not be asked,
/// the saved answer of any age stands in, labelled with why. Never against the source's
/// word: "no data" and an answer that could not be understood are the part.
///
/// A store that cannot be read or written never hides what the source said: the part is
/// still given, and the store's failure beside it. A saved copy that cannot be read is no
/// saved answer: the part is what it would be without one, and the unreadable copy beside
/// it, until a fresh answer is kept in its place.
struct FreshOrSaved: Sendable {
    /// Stamps fresh answers, and tells saved answers' ages.
    let clock: InstantClock

    /// A source's part about `plate` under `policy`, over its saved answers in `store`; a
    /// saved answer is used, by the policy or standing in, only as `fit` makes it: just
    /// what is wanted, or nil when it does not hold all of it. `ask` asks the source, and
    /// `keep` makes what it fetched the part's answer. The fetched value comes back too when
    /// the source was asked and answered.
    func part<Answer, Fetched: Sendable>(
        plate: Plate, policy: FreshnessPolicy,
        store: any AnswerStore<Answer>, fit: (Answer) -> Answer? = { $0 },
        ask: () async -> SourceReply<Fetched>, keep: (Fetched) -> Answer
    ) async -> (part: SourcePart<Answer>, fetched: Fetched?) {
        var storeFailure: StoreError?
        var unreadable: UnreadableRow?
        var saved: SourceAnswer<Answer>?
        // Read at most once: a failure after the policy read finds nothing new to stand in.
        var loaded = false
        func load() async {
            loaded = true
            do {
                saved = try await store.savedAnswer(for: plate).flatMap { Self.fitted($0, fit) }
            } catch .unreadableRow(let row) {
                unreadable = row
            } catch { storeFailure = storeFailure ?? error }
        }
        func sourcePart(_ part: ReportPart<Answer>, requests: Int = 0) -> SourcePart<Answer> {
            SourcePart(
                part: part, requests: requests, storeFailure: storeFailure,
                unreadableSavedCopy: unreadable)
        }
        if policy != .alwaysAsk {
            await load()
            if let saved, policy.prefersSaved(fetchedAt: saved.fetchedAt, now: clock.now()) {
                let origin = AnswerOrigin.saved(at: saved.fetchedAt, standingInFor: nil)
                return (sourcePart(Self.part(saved, origin)), nil)
            }
            if policy == .savedOnly { return (sourcePart(.notSaved), nil) }
        }
        let reply = await ask()
        switch reply.outcome {
        case .answered(let fetched):
            // An answer that came after the lookup was abandoned is not kept.
            if Task.isCancelled {
                return (SourcePart(part: .cancelled, requests: reply.requests), nil)
            }
            let fresh = SourceAnswer(fetched.map(keep), fetchedAt: clock.now())
            do {
                try await store.save(fresh, for: plate)
                // Kept in its place: the unreadable copy is gone.
                unreadable = nil
            } catch { storeFailure = error }
            let part = Self.part(fresh, .asked(at: fresh.fetchedAt))
            return (sourcePart(part, requests: reply.requests), fetched)
        case .failed(let failure):
            // A failure that cannot be recorded (a read-only store) still lets the saved copy
            // stand in.
            do { try await store.recordFailure(failure, for: plate, at: clock.now()) } catch {
                storeFailure = storeFailure ?? error
            }
            if failure.savedAnswerMayStandIn, !loaded { await load() }
            guard failure.savedAnswerMayStandIn, let saved else {
                return (sourcePart(.failed(failure), requests: reply.requests), nil)
            }
            let part = Self.part(saved, .saved(at: saved.fetchedAt, standingInFor: failure))
            return (sourcePart(part, requests: reply.requests), nil)
        case .cancelled:
            return (SourcePart(part: .cancelled, requests: reply.requests), nil)
        }
    }

    /// `saved` as `fit` makes it; "no data" holds nothing to narrow.
    private static func fitted<Answer>(
        _ saved: SourceAnswer<Answer>, _ fit: (Answer) -> Answer?
    ) -> SourceAnswer<Answer>? {
        guard let answer = saved.answer else { return saved }
        return fit(answer).map { SourceAnswer($0, fetchedAt: saved.fetchedAt) }
    }

    private static func part<Answer>(
        _ answer: SourceAnswer<Answer>, _ origin: AnswerOrigin
    ) -> ReportPart<Answer> {
        answer.answer.map { .answered($0, origin) } ?? .noData(origin)
    }
}
