import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A search view model over a real lookup, with its error handler, both tracked for
/// leaks; shared by the search suites' `makeSUT`.
@MainActor
struct SearchScreen {
    let sut: PlateSearchViewModel
    let errorHandler: ErrorHandler

    init(
        lookUp: LookUpVehicle, favorites: any FavoritesStore, tracker: LeakTracker,
        sourceLocation: SourceLocation
    ) {
        errorHandler = ErrorHandler()
        sut = PlateSearchViewModel(
            lookUp: lookUp, favorites: ManageFavorites(store: favorites),
            errorHandler: errorHandler, clock: UseCases.clock)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(sut.vehicle, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
    }
}
