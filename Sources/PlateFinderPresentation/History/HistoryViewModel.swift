import Foundation
import Observation
import PlateFinderDomain

/// The history screen: the searched plates, newest first; opening one shows its vehicle's
/// saved report without a request (looked up when nothing is saved); removing one or all
/// asks first.
@MainActor
@Observable
public final class HistoryViewModel {
    /// The history, newest first.
    public private(set) var items: Loadable<[SearchHistoryItem]> = .idle
    /// The rows the latest read could not read (searches, saved vehicles), left out of
    /// `items`; the screen says so.
    public private(set) var unreadableRows: [UnreadableRow] = []
    /// The destructive action waiting for confirmation, if any.
    public internal(set) var pendingPrompt: AlertPrompt?

    @ObservationIgnored let history: ManageHistory
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored private let loading = LatestOperation()
    /// The vehicle opened from the list: what is saved about it, else asked.
    public let opener: VehicleReportViewModel

    /// A history screen over the history use cases; a plate opens through `lookUp` under
    /// `openedVehicle`'s freshness, its facts judged on `clock`'s today.
    public init(
        history: ManageHistory, lookUp: LookUpVehicle, clock: DayClock,
        errorHandler: ErrorHandler
    ) {
        self.history = history
        self.errorHandler = errorHandler
        opener = VehicleReportViewModel(
            lookUp: lookUp, options: LookupOptions(freshness: .openedVehicle),
            errorHandler: errorHandler, clock: clock)
    }

    /// Reads the history.
    public func load() async {
        items = .loading
        await loading.load(
            { [history] () async throws(StoreError) in try await history.load() },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] listing in
            self?.items = listing.map(\.rows)
            self?.unreadableRows = listing.value?.unreadable ?? []
        }
    }

    /// Shows the vehicle of `item`, then reads the history again (a fresh search records).
    public func open(_ item: SearchHistoryItem) async {
        await open(item.plate)
    }

    /// Stops opening a vehicle and forgets the one opened (the person went back).
    public func closeOpened() {
        opener.cancel()
    }

    private func open(_ plate: Plate) async {
        let shown = await opener.open(plate) { [weak self] in await self?.open(plate) }
        if shown { await load() }
    }
}
