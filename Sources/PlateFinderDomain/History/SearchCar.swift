import Foundation

/// Looks a plate up, records the search in the history, falls back to the last vehicle the
/// history holds when the portal cannot answer, and tells whether the plate is a favourite:
/// one pass from the plate to everything a screen shows about it.
///
/// A history that can only be read (its file is read-only) does not stop a search: the
/// portal's answer is still delivered, saying it was not recorded, and the saved copy
/// still stands in for a portal that cannot answer.
public struct SearchCar: Sendable {
    private let loader: any CarInfoLoader
    private let history: any CarStore
    private let favorites: any FavoritesStore
    private let clock: InstantClock

    /// A search over `loader` that records into `history`, reads the favourite status from
    /// `favorites`, and is timestamped by `clock`.
    public init(
        loader: any CarInfoLoader, history: any CarStore, favorites: any FavoritesStore,
        clock: InstantClock
    ) {
        self.loader = loader
        self.history = history
        self.favorites = favorites
        self.clock = clock
    }

    /// The vehicle for `plate`, from the portal or, when it is unreachable or failing,
    /// from the history.
    public func search(_ plate: LookupPlate) async throws(CarSearchError) -> CarSearchResult {
        let lookup: Result<Car, CarInfoError>
        do {
            lookup = .success(try await loader.loadCar(for: plate))
        } catch {
            lookup = .failure(error)
        }
        // A search abandoned for a newer one is not history.
        if Task.isCancelled { throw .cancelled }
        switch lookup {
        case .success(let car):
            let fetchedAt = clock.now()
            let recordingFailure = try await record(
                .success(plate.plate, car: car, at: fetchedAt))
            return CarSearchResult(
                plate: plate, car: car, source: .portal(fetchedAt: fetchedAt),
                recordingFailure: recordingFailure, isFavorite: try await isFavorite(plate))
        case .failure(let error):
            return try await fallBack(for: plate, after: error)
        }
    }

    /// Whether `plate` is a favourite, for a result about it.
    func isFavorite(_ plate: LookupPlate) async throws(CarSearchError) -> Bool {
        do { return try await favorites.isFavorite(plate.plate) } catch { throw .storage(error) }
    }

    private func fallBack(
        for plate: LookupPlate, after error: CarInfoError
    )
        async throws(CarSearchError) -> CarSearchResult
    {
        guard SearchHistoryPolicy.isRecorded(error) else { throw .lookup(error) }
        let saved = try await recordFailure(.failure(plate.plate, error: error, at: clock.now()))
        guard error.savedAnswerMayStandIn, let saved else { throw .lookup(error) }
        return CarSearchResult(
            plate: plate, car: saved.car, source: .cache(fetchedAt: saved.fetchedAt),
            portalFailure: error, isFavorite: try await isFavorite(plate))
    }

    /// Records `item`; a history that can only be read is returned as the reason it was
    /// not recorded, any other failure is thrown.
    private func record(_ item: SearchHistoryItem) async throws(CarSearchError) -> StoreError? {
        do {
            try await history.insert(item)
            return nil
        } catch .readOnly {
            return .readOnly
        } catch {
            throw .storage(error)
        }
    }

    /// Records a failed search and gives back the plate's saved vehicle, as the store
    /// merged it; a history that can only be read still gives its saved vehicle.
    private func recordFailure(
        _ item: SearchHistoryItem
    ) async throws(CarSearchError) -> SavedVehicle? {
        do {
            return try await history.insert(item).savedVehicle
        } catch .readOnly {
            // A failure that cannot be recorded loses no answer; the saved copy is still there.
            do { return try await history.savedVehicle(for: item.plate) } catch {
                throw .storage(error)
            }
        } catch {
            throw .storage(error)
        }
    }
}
