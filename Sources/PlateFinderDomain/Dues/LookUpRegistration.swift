import Foundation

/// Asks the SRI what a vehicle owes, saves the answer, and falls back to the saved answer
/// when the SRI cannot answer.
///
/// The saved answer stands in only for a service that could not be asked (unreachable,
/// failing, timed out, answering with something else), never against its word: an answer
/// that could not be understood is a failure, as for the ANT. A store that can only be
/// read does not stop the lookup.
public struct LookUpRegistration: Sendable {
    private let loader: any RegistrationLoader
    private let store: any RegistrationStore
    private let clock: InstantClock

    /// A lookup through `loader`, saving into `store`, timestamped by `clock`.
    public init(
        loader: any RegistrationLoader, store: any RegistrationStore, clock: InstantClock
    ) {
        self.loader = loader
        self.store = store
        self.clock = clock
    }

    /// The SRI's answer about `plate`, fresh or saved.
    public func callAsFunction(
        _ plate: LookupPlate
    ) async throws(CarSearchError)
        -> RegistrationLookupResult
    {
        let registration: SRIRegistration?
        do {
            registration = try await loader.loadRegistration(for: plate)
        } catch {
            if Task.isCancelled { throw .cancelled }
            return try await fallBack(for: plate, after: error)
        }
        if Task.isCancelled { throw .cancelled }
        let fetchedAt = clock.now()
        try await save(
            SavedRegistration(
                plate: plate.plate, registration: registration, fetchedAt: fetchedAt))
        return RegistrationLookupResult(
            plate: plate, registration: registration, source: .portal(fetchedAt: fetchedAt))
    }

    /// The SRI's saved answer about `plate`, read without a request; nil when none is saved.
    public func saved(
        _ plate: LookupPlate
    ) async throws(CarSearchError) -> RegistrationLookupResult? {
        let saved: SavedRegistration?
        do { saved = try await store.savedRegistration(for: plate.plate) } catch {
            throw .storage(error)
        }
        return saved.map {
            RegistrationLookupResult(
                plate: plate, registration: $0.registration, source: .cache(fetchedAt: $0.fetchedAt)
            )
        }
    }

    private func fallBack(
        for plate: LookupPlate, after error: CarInfoError
    ) async throws(CarSearchError) -> RegistrationLookupResult {
        guard error.savedAnswerMayStandIn else { throw .lookup(error) }
        let saved: SavedRegistration?
        do { saved = try await store.savedRegistration(for: plate.plate) } catch {
            throw .storage(error)
        }
        guard let saved else { throw .lookup(error) }
        return RegistrationLookupResult(
            plate: plate, registration: saved.registration,
            source: .cache(fetchedAt: saved.fetchedAt), serviceFailure: error)
    }

    /// Saves `answer`; a store that can only be read loses nothing the person sees.
    private func save(_ answer: SavedRegistration) async throws(CarSearchError) {
        do {
            try await store.saveRegistration(answer)
        } catch .readOnly {
            return
        } catch {
            throw .storage(error)
        }
    }
}
