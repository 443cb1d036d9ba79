import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A favourites view model wired over test doubles, with its error handler, both tracked
/// for leaks; shared by the favourites suites' `makeSUT`.
@MainActor
struct FavoritesScreen {
    let sut: FavoritesViewModel
    let errorHandler: ErrorHandler

    init(
        loader: any CarInfoLoader, store: any CarStore & FavoritesStore, tracker: LeakTracker,
        saved: SavedReportParts = SavedReportParts(), sourceLocation: SourceLocation
    ) {
        errorHandler = ErrorHandler()
        sut = FavoritesViewModel(
            favorites: ManageFavorites(store: store),
            history: UseCases.manageHistory(loader: loader, history: store, favorites: store),
            errorHandler: errorHandler, saved: saved)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
    }
}
