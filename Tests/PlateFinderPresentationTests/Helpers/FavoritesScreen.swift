import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A favourites view model over `store` and a real lookup, with its error handler, all
/// tracked for leaks; shared by the favourites suites' `makeSUT`.
@MainActor
struct FavoritesScreen {
    let sut: FavoritesViewModel
    let errorHandler: ErrorHandler

    init(
        lookUp: LookUpVehicle, store: any FavoritesStore, tracker: LeakTracker,
        sourceLocation: SourceLocation
    ) {
        errorHandler = ErrorHandler()
        sut = FavoritesViewModel(
            favorites: ManageFavorites(store: store), lookUp: lookUp, clock: UseCases.clock,
            errorHandler: errorHandler)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(sut.opener, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
    }
}
