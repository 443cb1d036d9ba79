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
        let container = DIContainer()
        container.register(AppConfiguration.self) { _ in configuration }
        container.register(InstantClock.self) { _ in clock.instants }
        container.register(DayClock.self) { _ in clock }
        // The ANT's page and its fines grid share the portal's client; the SRI is another
        // host, with a client of its own, so one request is in flight to each.
        let portal = CurlHTTPClient(timeout: configuration.timeout, userAgent: userAgent)
        container.register((any HTMLClient).self) { _ in portal }
        container.register((any VehiclePageLoader).self) { container in
            ANTVehiclePageService(
                baseURL: container.require(AppConfiguration.self).baseURL,
                client: container.require((any HTMLClient).self))
        }
        container.register((any RegistrationLoader).self) { container in
            let configuration = container.require(AppConfiguration.self)
            return SRIRegistrationService(
                baseURL: configuration.sriBaseURL,
                client: CurlHTTPClient(timeout: configuration.timeout, userAgent: userAgent),
                clock: container.require(InstantClock.self))
        }
        container.register((any FinesLoader).self) { container in
            ANTFinesService(
                baseURL: container.require(AppConfiguration.self).baseURL, client: portal,
                clock: container.require(InstantClock.self))
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
        let savedAnswers = SQLiteSavedAnswerStore(database: database)
        container.register((any SavedAnswerStore).self) { _ in savedAnswers }
        registerUseCases(in: container)
        return container
    }

    /// Registers the use cases, `PlateFinderServices` and `TaskServices` over whatever
    /// `container` holds for the sources (`VehiclePageLoader`, `FinesLoader`,
    /// `RegistrationLoader`), the stores (`CarStore`, `FavoritesStore`, `FinesStore`,
    /// `RegistrationStore`, `SavedAnswerStore`, `TaskRepository`), the reminders'
    /// `RenewalReminderWording`, and the clocks.
    public static func registerUseCases(in container: DIContainer) {
        registerTaskUseCases(in: container)
        container.register(LookUpVehicle.self) { container in
            LookUpVehicle(
                pages: container.require((any VehiclePageLoader).self),
                fines: container.require((any FinesLoader).self),
                registrations: container.require((any RegistrationLoader).self),
                vehicles: container.require((any CarStore).self),
                savedFines: container.require((any FinesStore).self),
                savedRegistrations: container.require((any RegistrationStore).self),
                clock: container.require(DayClock.self))
        }
        registerFleetUseCases(in: container)
        container.register(ManageHistory.self) { container in
            ManageHistory(history: container.require((any CarStore).self))
        }
        container.register(ManageFavorites.self) { container in
            ManageFavorites(store: container.require((any FavoritesStore).self))
        }
        container.register(PlateFinderServices.self) { container in
            PlateFinderServices(
                lookUp: container.require(LookUpVehicle.self),
                history: container.require(ManageHistory.self),
                favorites: container.require(ManageFavorites.self))
        }
    }
}
