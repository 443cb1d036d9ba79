import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport

/// The use cases wired by the composition root's own registrations, over test doubles and
/// a fixed clock, the way the app is wired over the portal and the SQLite store.
enum TestServices {
    /// Every search is recorded at this moment: 2027-01-15 08:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// Dates are shown in Ecuador's time zone (UTC−5, no daylight saving).
    static let timeZone = TimeZone(secondsFromGMT: -5 * 3600) ?? .gmt
    /// The file storage errors name.
    static let storePath = "/data/platefinder.sqlite"

    /// Services over `loader` and `store`.
    static func make(loader: any CarInfoLoader, store: InMemoryCarStore) -> PlateFinderServices {
        let container = DIContainer()
        container.register(SearchClock.self) { _ in SearchClock(source: { now }) }
        container.register((any CarInfoLoader).self) { _ in loader }
        container.register((any CarStore).self) { _ in store }
        container.register((any FavoritesStore).self) { _ in store }
        PlateFinderComposition.registerUseCases(in: container)
        return container.require(PlateFinderServices.self)
    }

    /// A history item for `plate` that found the fixture's car (with `plate`'s number)
    /// `hoursAgo` hours before `now`.
    static func found(_ plate: String, hoursAgo: Double) -> SearchHistoryItem {
        .success(
            Plate(plate), car: CarFactory.make(plate: plate),
            at: now.addingTimeInterval(-hoursAgo * 3600))
    }

    /// A history item for `plate` whose only search failed with `error`.
    static func failed(
        _ plate: String, _ error: CarInfoError, hoursAgo: Double
    ) -> SearchHistoryItem {
        .failure(Plate(plate), error: error, at: now.addingTimeInterval(-hoursAgo * 3600))
    }
}
