import PlateFinderDomain
import PlateFinderPresentation

/// What a list screen's view model has that opens a listed plate's vehicle and asks before
/// removing one: the history's and the favourites'.
@MainActor
protocol ListedVehicleOpener: AnyObject {
    /// The vehicle opened from the list, with its saved parts.
    var opener: VehicleOpener { get }
    /// The confirmation waiting on the list, if any.
    var pendingPrompt: AlertPrompt? { get }

    /// Stops opening a vehicle and forgets the one opened.
    func closeOpened()
}

extension ListedVehicleOpener {
    /// What is held about the vehicle opened for `plate`; idle until it starts.
    func lookup(of plate: Plate) -> OpenedLookup {
        guard opener.plate == plate else { return .idle }
        return OpenedLookup(
            state: opener.state, registration: opener.registration,
            status: opener.registrationStatus, fines: opener.fines)
    }
}

extension HistoryViewModel: ListedVehicleOpener {}

extension FavoritesViewModel: ListedVehicleOpener {}
