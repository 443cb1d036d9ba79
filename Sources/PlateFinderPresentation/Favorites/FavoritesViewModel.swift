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
    @ObservationIgnored private let opener: VehicleOpener

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

    /// The plate last opened, whose vehicle `opened` holds.
    public var openedPlate: Plate? { opener.plate }

    /// The vehicle of `openedPlate`.
    public var opened: Loadable<CarSearchResult> { opener.state }

    /// The SRI's saved answer beside the vehicle opened; idle when none is shown.
    public var openedRegistration: Loadable<RegistrationLookupResult> { opener.registration }

    /// The registration status the saved SRI answer gives today; `unknown` without one.
    public var openedRegistrationStatus: RegistrationStatus { opener.registrationStatus }

    /// The saved fines beside the vehicle opened; idle when none are shown.
    public var openedFines: Loadable<FinesLookupResult> { opener.fines }

    /// Whether `plate` is among the favourites loaded.
    public func isFavorite(_ plate: Plate) -> Bool {
        plates.value?.contains(plate) ?? false
    }

    /// Reads the favourites.
    public func load() async {
        plates = .loading
        await loading.run { [favorites] in
            await Result { () async throws(StoreError) in try await favorites.load() }
        } deliver: { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success(let plates):
                self.plates = .loaded(plates)
            case .failure(let error):
                self.plates = .failed(
                    self.errorHandler.report(AppError(error)) { [weak self] in await self?.load() })
            }
        }
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
