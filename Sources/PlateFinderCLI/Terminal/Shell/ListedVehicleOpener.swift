import PlateFinderDomain
import PlateFinderPresentation

/// What a list screen's view model has that opens a listed plate's vehicle and asks before
/// removing one: the history's and the favourites'.
@MainActor
protocol ListedVehicleOpener: AnyObject {
    /// The plate last opened, whose vehicle `opened` holds.
    var openedPlate: Plate? { get }
    /// The vehicle of `openedPlate`.
    var opened: Loadable<CarSearchResult> { get }
    /// The SRI's saved answer beside the vehicle opened.
    var openedRegistration: Loadable<RegistrationLookupResult> { get }
    /// The registration status that answer gives today.
    var openedRegistrationStatus: RegistrationStatus { get }
    /// The saved fines beside the vehicle opened.
    var openedFines: Loadable<FinesLookupResult> { get }
    /// The confirmation waiting on the list, if any.
    var pendingPrompt: AlertPrompt? { get }

    /// Stops opening a vehicle and forgets the one opened.
    func closeOpened()
}

extension ListedVehicleOpener {
    /// What is held about the vehicle opened for `plate`; idle until it starts.
    func lookup(of plate: Plate) -> OpenedLookup {
        guard openedPlate == plate else { return .idle }
        return OpenedLookup(
            state: opened, registration: openedRegistration, status: openedRegistrationStatus,
            fines: openedFines)
    }
}

extension HistoryViewModel: ListedVehicleOpener {}

extension FavoritesViewModel: ListedVehicleOpener {}
