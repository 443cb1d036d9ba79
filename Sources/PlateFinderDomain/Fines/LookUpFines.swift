import Foundation

/// Asks the ANT which fines a vehicle has, saves the answer, and falls back to the saved
/// answer when the portal cannot answer.
///
/// The saved answer stands in only for a portal that could not be asked (unreachable,
/// failing, timed out, answering with something else), never against its word: "no such
/// vehicle" and an answer that could not be understood are failures. A store that can only
/// be read does not stop the lookup.
public struct LookUpFines: Sendable {
    /// The statuses asked unless told otherwise: the fines still to pay.
    public static let defaultStatuses: Set<FineStatus> = [.pending]

    private let loader: any FinesLoader
    private let store: any FinesStore
    private let clock: InstantClock

    /// A lookup through `loader`, saving into `store`, timestamped by `clock`.
    public init(loader: any FinesLoader, store: any FinesStore, clock: InstantClock) {
        self.loader = loader
        self.store = store
        self.clock = clock
    }

    /// The fines of `plate` in `statuses`, fresh or saved.
    public func callAsFunction(
        _ plate: LookupPlate, statuses: Set<FineStatus> = defaultStatuses
    ) async throws(CarSearchError) -> FinesLookupResult {
        let report: FinesReport
        do {
            report = try await loader.loadFines(for: plate, statuses: statuses)
        } catch {
            if Task.isCancelled { throw .cancelled }
            return try await savedAnswer(for: plate, standingInFor: error)
        }
        if Task.isCancelled { throw .cancelled }
        let fetchedAt = clock.now()
        try await save(SavedFines(report: report, fetchedAt: fetchedAt))
        return FinesLookupResult(report: report, source: .portal(fetchedAt: fetchedAt))
    }

    /// The saved fines of `plate`, standing in for a portal already known to have failed
    /// with `failure`, without asking it again; `failure` itself when a saved answer may
    /// not stand in for it or none is saved.
    public func savedAnswer(
        for plate: LookupPlate, standingInFor failure: CarInfoError
    ) async throws(CarSearchError) -> FinesLookupResult {
        guard failure.savedAnswerMayStandIn else { throw .lookup(failure) }
        let saved: SavedFines?
        do { saved = try await store.savedFines(for: plate.plate) } catch {
            throw .storage(error)
        }
        guard let saved else { throw .lookup(failure) }
        return FinesLookupResult(
            report: saved.report, source: .cache(fetchedAt: saved.fetchedAt),
            serviceFailure: failure)
    }

    /// The plate's saved fines as they were saved, without asking the portal; nil when none
    /// are saved.
    public func saved(_ plate: LookupPlate) async throws(CarSearchError) -> FinesLookupResult? {
        let saved: SavedFines?
        do { saved = try await store.savedFines(for: plate.plate) } catch {
            throw .storage(error)
        }
        return saved.map {
            FinesLookupResult(report: $0.report, source: .cache(fetchedAt: $0.fetchedAt))
        }
    }

    /// Saves `answer`; a store that can only be read loses nothing the person sees.
    private func save(_ answer: SavedFines) async throws(CarSearchError) {
        do {
            try await store.saveFines(answer)
        } catch .readOnly {
            return
        } catch {
            throw .storage(error)
        }
    }
}
