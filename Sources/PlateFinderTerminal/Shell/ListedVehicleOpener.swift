import PlateFinderDomain
import PlateFinderPresentation

/// What a list screen's view model has that opens a listed plate's vehicle and asks before
/// removing one: the history's and the favourites'.
@MainActor
protocol ListedVehicleOpener: AnyObject {
    /// The vehicle opened from the list.
    var opener: VehicleReportViewModel { get }
    /// The confirmation waiting on the list, if any.
    var pendingPrompt: AlertPrompt? { get }

    /// Stops opening a vehicle and forgets the one opened.
    func closeOpened()
}

extension HistoryViewModel: ListedVehicleOpener {}

extension FavoritesViewModel: ListedVehicleOpener {}
