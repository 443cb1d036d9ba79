import Foundation
import PlateFinderData
import PlateFinderDomain

/// The composition root: the one place that picks concrete clients, services and stores
/// for the domain's protocols, registered in a `DIContainer` the front ends resolve from.
public enum PlateFinderComposition {
    /// Identifies PlateFinder to the portal, so its operators can tell who is asking.
    public static let userAgent =
        "PlateFinder/\(PlateFinderVersion.current) (+https://github.com/platefinder/platefinder)"

    /// A container holding every concrete type behind the domain's protocols, over one
    /// store at `configuration.storePath` (history, favourites, saved fines and tasks),
    /// with the instants and the person's day read from `clock`.
    ///
    /// The store's file is opened once (and created or migrated when needed) now, so a
    /// front end learns that it is unusable before it shows anything, and every store
    /// shares that one connection; everything else is made on first `resolve`.
    public static func makeContainer(
        configuration: AppConfiguration, clock: DayClock = DayClock(timeZone: .current)
    ) throws(StoreError) -> DIContainer {
        let database = try SQLitePlateFinderDatabase(path: configuration.storePath)
        let store = SQLiteCarStore(database: database)
        let tasks = SQLiteTaskRepository(database: database)
        let fines = SQLiteFinesStore(database: database)
        // Shared by the ANT's services, so the fines read right after a vehicle reuse its page;
        // room for every page a batch can have in flight to the portal at once, and as many.
        let pages = ANTPageMemo(capacity: 2 * BatchOptions.maximumConcurrency)
        let container = DIContainer()
        container.register(AppConfiguration.self) { _ in configuration }
        container.register(InstantClock.self) { _ in clock.instants }
        container.register(DayClock.self) { _ in clock }
        container.register((any HTMLClient).self) { container in
            CurlHTTPClient(
                timeout: container.require(AppConfiguration.self).timeout, userAgent: userAgent)
        }
        container.register((any CarInfoLoader).self) { container in
            ANTCarInfoService(
                baseURL: container.require(AppConfiguration.self).baseURL,
                client: container.require((any HTMLClient).self), memo: pages)
        }
        // The SRI is another host: a client of its own keeps one request in flight to each.
        container.register((any RegistrationLoader).self) { container in
            let configuration = container.require(AppConfiguration.self)
            return SRIRegistrationService(
                baseURL: configuration.sriBaseURL,
                client: CurlHTTPClient(timeout: configuration.timeout, userAgent: userAgent))
        }
        container.register((any FinesLoader).self) { container in
            let configuration = container.require(AppConfiguration.self)
            return ANTFinesService(
                baseURL: configuration.baseURL,
                client: CurlHTTPClient(timeout: configuration.timeout, userAgent: userAgent),
                memo: pages)
        }
        container.register((any FinesStore).self) { _ in fines }
        container.register((any CarStore).self) { _ in store }
        container.register((any FavoritesStore).self) { _ in store }
        container.register((any TaskRepository).self) { _ in tasks }
        container.register((any RegistrationStore).self) { _ in
            SQLiteRegistrationStore(database: database)
        }
        container.register((any RenewalReminderWording).self) { container in
            ReminderWording(language: container.require(AppConfiguration.self).language)
        }
        registerFleetStores(in: container, database: database, timeout: configuration.timeout)
        registerUseCases(in: container)
        return container
    }

    /// Registers the use cases, `PlateFinderServices` and `TaskServices` over whatever
    /// `container` holds for `CarInfoLoader`, `CarStore`, `FavoritesStore`, `InstantClock`,
    /// for the fines `FinesLoader` and `FinesStore`, for the tasks, `TaskRepository`,
    /// `RenewalReminderWording` and `DayClock`, and for the SRI's dues and the vehicle
    /// report, `RegistrationLoader` and `RegistrationStore`.
    public static func registerUseCases(in container: DIContainer) {
        registerTaskUseCases(in: container)
        container.register(LookUpFines.self) { container in
            LookUpFines(
                loader: container.require((any FinesLoader).self),
                store: container.require((any FinesStore).self),
                clock: container.require(InstantClock.self))
        }
        registerFleetUseCases(in: container)
        container.register(SearchCar.self) { container in
            SearchCar(
                loader: container.require((any CarInfoLoader).self),
                history: container.require((any CarStore).self),
                favorites: container.require((any FavoritesStore).self),
                clock: container.require(InstantClock.self))
        }
        container.register(ManageHistory.self) { container in
            ManageHistory(
                history: container.require((any CarStore).self),
                search: container.require(SearchCar.self))
        }
        container.register(ManageFavorites.self) { container in
            ManageFavorites(store: container.require((any FavoritesStore).self))
        }
        container.register(LookUpRegistration.self) { container in
            LookUpRegistration(
                loader: container.require((any RegistrationLoader).self),
                store: container.require((any RegistrationStore).self),
                clock: container.require(InstantClock.self))
        }
        container.register(LoadVehicleReport.self) { container in
            LoadVehicleReport(
                searchCar: container.require(SearchCar.self),
                lookUpRegistration: container.require(LookUpRegistration.self),
                lookUpFines: container.require(LookUpFines.self),
                history: container.require(ManageHistory.self),
                clock: container.require(DayClock.self))
        }
        container.register(PlateFinderServices.self) { container in
            PlateFinderServices(
                search: container.require(SearchCar.self),
                history: container.require(ManageHistory.self),
                favorites: container.require(ManageFavorites.self))
        }
    }
}
