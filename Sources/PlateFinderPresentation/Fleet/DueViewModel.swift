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
        await loading.run { [listDueItems, withinDays] in
            await Result { () async throws(StoreError) in
                try await listDueItems(withinDays: withinDays)
            }
        } deliver: { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success(let items):
                self.items = .loaded(items)
            case .failure(let error):
                let appError = AppError(error)
                self.items = .failed(appError)
                guard let interruption = appError.interruption else { return }
                self.errorHandler.handle(interruption) { [weak self] in await self?.load() }
            }
        }
    }
}
