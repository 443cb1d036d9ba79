import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A search view model wired over test doubles, with its error handler, both tracked for
/// leaks; shared by the search suites' `makeSUT`.
@MainActor
struct SearchScreen {
    let sut: PlateSearchViewModel
    let errorHandler: ErrorHandler

    init(
        loader: any CarInfoLoader, history: any CarStore, favorites: any FavoritesStore,
        registration: LookUpRegistration? = nil, clock: DayClock? = nil,
        tracker: LeakTracker, sourceLocation: SourceLocation
    ) {
        errorHandler = ErrorHandler()
        sut = PlateSearchViewModel(
            searchCar: UseCases.searchCar(loader: loader, history: history, favorites: favorites),
            favorites: ManageFavorites(store: favorites), errorHandler: errorHandler,
            lookUpRegistration: registration, clock: clock)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
    }
}
