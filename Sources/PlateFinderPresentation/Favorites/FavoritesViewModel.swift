import Foundation
import Observation
import PlateFinderDomain

/// The favourites screen: the favourite plates, newest first; opening one shows its vehicle
/// (the cached one without a request when the history holds one, with the SRI's and the
/// fines' saved answers beside it); removing one asks first.
@MainActor
@Observable
public final class FavoritesViewModel {
    /// The favourite plates, newest first.
    public private(set) var plates: Loadable<[Plate]> = .idle
    /// The outcome of the latest `toggle(_:)`: whether the plate is a favourite afterwards.
    public internal(set) var lastToggle: Loadable<Bool> = .idle
    /// The destructive action waiting for confirmation, if any.
    public internal(set) var pendingPrompt: AlertPrompt?

    @ObservationIgnored let favorites: ManageFavorites
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored private let loading = LatestOperation()
    /// The vehicle opened from the list, with its saved parts.
    public let opener: VehicleOpener

    /// A favourites screen; opening a plate goes through the history, a saved vehicle
    /// opening with the `saved` parts beside it.
    public init(
        favorites: ManageFavorites, history: ManageHistory, errorHandler: ErrorHandler,
        saved: SavedReportParts = SavedReportParts()
    ) {
        self.favorites = favorites
        self.errorHandler = errorHandler
        opener = VehicleOpener(history: history, parts: saved, errorHandler: errorHandler)
    }

    /// Whether `plate` is among the favourites loaded.
    public func isFavorite(_ plate: Plate) -> Bool {
        plates.value?.contains(plate) ?? false
    }

    /// Reads the favourites.
    public func load() async {
        plates = .loading
        await loading.load(
            { [favorites] () async throws(StoreError) in try await favorites.load() },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] in self?.plates = $0 }
    }

    /// Shows the vehicle of `plate`: cached when the history holds one, else searched.
    public func open(_ plate: Plate) async {
        _ = await opener.open(plate) { [weak self] in await self?.open(plate) }
    }

    /// Stops opening a vehicle and forgets the one opened (the person went back).
    public func closeOpened() {
        opener.close()
    }
}
