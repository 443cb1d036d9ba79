import Foundation
import Observation
import PlateFinderDomain

/// The history screen: the searched plates, newest first; opening one shows its vehicle
/// (the cached one without a request when there is one, with the SRI's and the fines' saved
/// answers beside it); removing one or all asks first.
@MainActor
@Observable
public final class HistoryViewModel {
    /// The history, newest first.
    public private(set) var items: Loadable<[SearchHistoryItem]> = .idle
    /// The destructive action waiting for confirmation, if any.
    public internal(set) var pendingPrompt: AlertPrompt?

    @ObservationIgnored let history: ManageHistory
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored private let loading = LatestOperation()
    /// The vehicle opened from the list, with its saved parts.
    public let opener: VehicleOpener

    /// A history screen over the history use cases; a saved vehicle opens with the `saved`
    /// parts beside it.
    public init(
        history: ManageHistory, errorHandler: ErrorHandler,
        saved: SavedReportParts = SavedReportParts()
    ) {
        self.history = history
        self.errorHandler = errorHandler
        opener = VehicleOpener(history: history, parts: saved, errorHandler: errorHandler)
    }

    /// Reads the history.
    public func load() async {
        items = .loading
        await loading.load(
            { [history] () async throws(StoreError) in try await history.load() },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] in self?.items = $0 }
    }

    /// Shows the vehicle of `item`, then reads the history again (a fresh search records).
    public func open(_ item: SearchHistoryItem) async {
        await open(item.plate)
    }

    /// Stops opening a vehicle and forgets the one opened (the person went back).
    public func closeOpened() {
        opener.close()
    }

    private func open(_ plate: Plate) async {
        let shown = await opener.open(plate) { [weak self] in await self?.open(plate) }
        if shown { await load() }
    }
}
