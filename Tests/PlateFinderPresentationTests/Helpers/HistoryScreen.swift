import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// A history view model over `store` and a real lookup, with its error handler, all
/// tracked for leaks; shared by the history suites' `makeSUT`.
@MainActor
struct HistoryScreen {
    let sut: HistoryViewModel
    let errorHandler: ErrorHandler

    init(
        lookUp: LookUpVehicle, store: any CarStore, tracker: LeakTracker,
        sourceLocation: SourceLocation
    ) {
        errorHandler = ErrorHandler()
        sut = HistoryViewModel(
            history: ManageHistory(history: store), lookUp: lookUp, clock: UseCases.clock,
            errorHandler: errorHandler)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(sut.opener, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
    }
}
