import Foundation

/// Lists the favourites, in their order, each beside the report its saved answers make:
/// read under `due`'s freshness, so nothing is asked of any source.
public struct ListFavoriteReports: Sendable {
    private let favorites: ManageFavorites
    private let lookUp: LookUpVehicle

    /// A list over `favorites`, each plate's saved answers read through `lookUp`.
    public init(favorites: ManageFavorites, lookUp: LookUpVehicle) {
        self.favorites = favorites
        self.lookUp = lookUp
    }

    /// Every favourite, newest first, with its saved report (nil when nothing is saved),
    /// beside the favourites and saved answers that could not be read.
    public func callAsFunction() async throws(StoreError) -> StoreListing<FavoriteReport> {
        let listing = try await favorites.load()
        var unreadable = listing.unreadable
        var rows: [FavoriteReport] = []
        let options = LookupOptions(freshness: .due, recordsSearch: false)
        for plate in listing.rows {
            // A stored plate is submitted again: the file holds whatever it holds.
            guard let lookupPlate = PlateSubmission(plate.value).lookupPlate else {
                rows.append(FavoriteReport(plate: plate, report: nil))
                continue
            }
            let report = await lookUp(lookupPlate, options)
            // A saved-only lookup writes nothing, so any store failure failed a read: what
            // is saved is unknown, not absent.
            if let failure = report.firstStoreFailure { throw failure }
            unreadable += report.unreadableSavedCopiesInSourceOrder
            rows.append(FavoriteReport(plate: plate, report: Self.saved(report)))
        }
        return StoreListing(rows: rows, unreadable: unreadable)
    }

    /// `report` when it holds a saved answer (a saved "no such vehicle" too), else nil.
    private static func saved(_ report: VehicleReport) -> VehicleReport? {
        report.savedPartCount > 0 ? report : nil
    }
}
