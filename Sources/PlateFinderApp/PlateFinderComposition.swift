import Foundation
import PlateFinderData
import PlateFinderDomain

/// The composition root: the one place that picks concrete clients, services and stores
/// for the domain's protocols.
public enum PlateFinderComposition {
    /// Identifies PlateFinder to the portal, so its operators can tell who is asking.
    public static let userAgent =
        "PlateFinder/\(PlateFinderVersion.current) (+https://github.com/platefinder/platefinder)"

    /// A loader that asks the portal at `configuration.baseURL`, giving up after
    /// `configuration.timeout` seconds.
    public static func makeCarInfoLoader(configuration: AppConfiguration) -> any CarInfoLoader {
        let client = URLSessionHTTPClient(timeout: configuration.timeout, userAgent: userAgent)
        return ANTCarInfoService(baseURL: configuration.baseURL, client: client)
    }

    /// The use cases over the portal and over one store at `configuration.storePath`
    /// (opened, and created when missing, now), stamped with the system clock.
    public static func makeServices(
        configuration: AppConfiguration
    ) throws(StoreError) -> PlateFinderServices {
        let store = try SQLiteCarStore(path: configuration.storePath)
        let clock = SearchClock()
        let search = SearchCar(
            loader: makeCarInfoLoader(configuration: configuration), history: store,
            now: { clock.now() })
        return PlateFinderServices(
            search: search, history: ManageHistory(history: store, search: search),
            favorites: ManageFavorites(store: store), clock: clock)
    }
}
