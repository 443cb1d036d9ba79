import Foundation

/// Lists what falls due for the favourites, or for the plates given, from saved answers
/// only: each plate's report under `due`'s freshness, so nothing is asked of any source.
public struct ListDueItems: Sendable {
    private let favorites: any FavoritesStore
    private let lookUp: LookUpVehicle
    private let clock: DayClock

    /// A list over the favourites in `favorites`, each plate's saved answers read through
    /// `lookUp`, on the day `clock` gives.
    public init(favorites: any FavoritesStore, lookUp: LookUpVehicle, clock: DayClock) {
        self.favorites = favorites
        self.lookUp = lookUp
        self.clock = clock
    }

    /// The items of `plates` (the favourites when nil) due within `withinDays` days from
    /// today or already overdue, overdue first, beside the favourites and saved answers
    /// that could not be read (what they would tell is not listed).
    public func callAsFunction(
        plates: [Plate]? = nil, withinDays: Int = DuePolicy.defaultWindowDays
    ) async throws(StoreError) -> StoreListing<DueItem> {
        var listing = StoreListing<Plate>()
        if let plates {
            listing.rows = plates
        } else {
            listing = try await favorites.retrieveFavorites()
        }
        let wanted = listing.rows
        var unreadable = listing.unreadable
        var reports: [VehicleReport] = []
        var seen = Set<Plate>()
        let options = LookupOptions(freshness: .due, recordsSearch: false)
        for plate in wanted where seen.insert(plate).inserted {
            // A stored plate is submitted again: the file holds whatever it holds.
            guard let lookupPlate = PlateSubmission(plate.value).lookupPlate else { continue }
            let report = await lookUp(lookupPlate, options)
            // Any store failure, `readOnly` too: a saved-only lookup writes nothing, so a
            // store that cannot be written failed a read, and its saved answers are unknown.
            if let failure = report.firstStoreFailure { throw failure }
            unreadable += report.unreadableSavedCopiesInSourceOrder
            reports.append(report)
        }
        return StoreListing(
            rows: DuePolicy.items(
                for: reports, today: clock.today(), timeZone: clock.timeZone,
                withinDays: withinDays),
            unreadable: unreadable)
    }
}
