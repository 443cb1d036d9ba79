import Foundation
import Observation
import PlateFinderDomain

/// The favourites screen: the favourite plates, newest first, each with what its saved
/// answers say (read with the list, without a request); opening one shows its vehicle's
/// saved report without a request (looked up when nothing is saved); removing one asks
/// first.
@MainActor
@Observable
public final class FavoritesViewModel {
    /// The favourite plates, newest first.
    public private(set) var plates: Loadable<[Plate]> = .idle
    /// What the saved answers say about each favourite loaded (its vehicle and most serious
    /// finding), read with `plates`; a plate with nothing saved has a nil report.
    public private(set) var saved: [Plate: FavoriteReport] = [:]
    /// The favourites the latest read could not read, left out of `plates`; the screen says
    /// so.
    public private(set) var unreadableRows: [UnreadableRow] = []
    /// The outcome of the latest `toggle(_:)`: whether the plate is a favourite afterwards.
    public internal(set) var lastToggle: Loadable<Bool> = .idle
    /// The destructive action waiting for confirmation, if any.
    public internal(set) var pendingPrompt: AlertPrompt?

    @ObservationIgnored let favorites: ManageFavorites
    @ObservationIgnored private let reports: ListFavoriteReports
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored private let loading = LatestOperation()
    /// The vehicle opened from the list: what is saved about it, else asked.
    public let opener: VehicleReportViewModel

    /// A favourites screen over `favorites`; a plate opens through `lookUp` under
    /// `openedVehicle`'s freshness, its facts judged on `clock`'s today.
    public init(
        favorites: ManageFavorites, lookUp: LookUpVehicle, clock: DayClock,
        errorHandler: ErrorHandler
    ) {
        self.favorites = favorites
        reports = ListFavoriteReports(favorites: favorites, lookUp: lookUp)
        self.errorHandler = errorHandler
        opener = VehicleReportViewModel(
            lookUp: lookUp, options: LookupOptions(freshness: .openedVehicle),
            errorHandler: errorHandler, clock: clock)
    }

    /// Whether `plate` is among the favourites loaded.
    public func isFavorite(_ plate: Plate) -> Bool {
        plates.value?.contains(plate) ?? false
    }

    /// Reads the favourites, each with what its saved answers say.
    public func load() async {
        plates = .loading
        await loading.load(
            { [reports] () async throws(StoreError) in try await reports() },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] listing in
            let rows = listing.value?.rows ?? []
            self?.plates = listing.map { $0.rows.map(\.plate) }
            self?.saved = Dictionary(rows.map { ($0.plate, $0) }) { first, _ in first }
            self?.unreadableRows = listing.value?.unreadable ?? []
        }
    }

    /// Shows the report on `plate`: what is saved, else asked.
    public func open(_ plate: Plate) async {
        _ = await opener.open(plate) { [weak self] in await self?.open(plate) }
    }

    /// Stops opening a vehicle and forgets the one opened (the person went back).
    public func closeOpened() {
        opener.cancel()
    }
}
