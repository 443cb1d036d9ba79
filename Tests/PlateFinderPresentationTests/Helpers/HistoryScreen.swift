import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A history view model wired over test doubles, with its error handler, both tracked for
/// leaks; shared by the history suites' `makeSUT`.
@MainActor
struct HistoryScreen {
    let sut: HistoryViewModel
    let errorHandler: ErrorHandler

    init(
        loader: any CarInfoLoader, store: any CarStore, tracker: LeakTracker,
        saved: SavedReportParts = SavedReportParts(), sourceLocation: SourceLocation
    ) {
        errorHandler = ErrorHandler()
        sut = HistoryViewModel(
            history: UseCases.manageHistory(loader: loader, history: store),
            errorHandler: errorHandler, saved: saved)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
    }
}
