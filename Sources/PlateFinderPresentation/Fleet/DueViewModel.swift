import Foundation
import Observation
import PlateFinderDomain

/// The Due screen: what falls due for the favourites within a window of days, or is
/// already overdue, read from saved answers only (nothing is asked of any portal), each
/// item with the age of the answer it comes from.
@MainActor
@Observable
public final class DueViewModel {
    /// The items, overdue first.
    public private(set) var items: Loadable<[DueItem]> = .idle
    /// The favourites and saved answers the latest read could not read, whose items are
    /// not listed; the screen says so.
    public private(set) var unreadableRows: [UnreadableRow] = []
    /// How many days ahead the list looks.
    public let withinDays: Int

    @ObservationIgnored private let listDueItems: ListDueItems
    @ObservationIgnored private let errorHandler: ErrorHandler
    @ObservationIgnored private let clock: InstantClock
    @ObservationIgnored private let loading = LatestOperation()

    /// A screen over `listDueItems` looking `withinDays` days ahead; ages are counted up to
    /// what `clock` reads, and a store that cannot be read goes to `errorHandler`.
    public init(
        listDueItems: ListDueItems, errorHandler: ErrorHandler, clock: InstantClock,
        withinDays: Int = DuePolicy.defaultWindowDays
    ) {
        self.listDueItems = listDueItems
        self.errorHandler = errorHandler
        self.clock = clock
        self.withinDays = withinDays
    }

    /// The moment the items' ages are counted up to.
    public var currentDate: Date { clock.now() }

    /// Reads the favourites' items again.
    public func load() async {
        items = .loading
        await loading.load(
            { [listDueItems, withinDays] () async throws(StoreError) in
                try await listDueItems(withinDays: withinDays)
            },
            failingAs: AppError.init, reportingTo: errorHandler,
            retry: { [weak self] in await self?.load() }
        ) { [weak self] listing in
            self?.items = listing.map(\.rows)
            self?.unreadableRows = listing.value?.unreadable ?? []
        }
    }
}
