import Foundation

/// Lists what falls due for the favourites, or for the plates given, from saved answers
/// only: nothing is asked of any source.
public struct ListDueItems: Sendable {
    /// Reads a plate's saved pending fines; until the fines grid has a store, nothing.
    public typealias SavedFinesReader =
        @Sendable (Plate) async throws(StoreError) -> SavedPendingFines?

    private let favorites: any FavoritesStore
    private let vehicles: any CarStore
    private let registrations: any RegistrationStore
    private let fines: SavedFinesReader
    private let clock: DayClock

    /// A list over the favourites in `favorites` and the saved answers of `vehicles`,
    /// `registrations` and `fines`, on the day `clock` gives.
    public init(
        favorites: any FavoritesStore, vehicles: any CarStore,
        registrations: any RegistrationStore, fines: @escaping SavedFinesReader = { _ in nil },
        clock: DayClock
    ) {
        self.favorites = favorites
        self.vehicles = vehicles
        self.registrations = registrations
        self.fines = fines
        self.clock = clock
    }

    /// The items of `plates` (the favourites when nil) due within `withinDays` days from
    /// today or already overdue, overdue first.
    public func callAsFunction(
        plates: [Plate]? = nil, withinDays: Int = DuePolicy.defaultWindowDays
    ) async throws(StoreError) -> [DueItem] {
        let wanted: [Plate]
        if let plates { wanted = plates } else { wanted = try await favorites.retrieveFavorites() }
        var answers: [DueAnswers] = []
        var seen = Set<Plate>()
        for plate in wanted where seen.insert(plate).inserted {
            answers.append(
                DueAnswers(
                    plate: plate, vehicle: try await vehicles.savedVehicle(for: plate),
                    registration: try await registrations.savedRegistration(for: plate),
                    fines: try await fines(plate)))
        }
        return DuePolicy.items(for: answers, today: clock.today(), withinDays: withinDays)
    }
}
