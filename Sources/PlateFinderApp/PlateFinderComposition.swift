import Foundation
import PlateFinderData
import PlateFinderDomain

/// The composition root: the one place that picks concrete clients, services and stores
/// for the domain's protocols, registered in a `DIContainer`, and builds from them the use
/// cases every front end is handed.
public enum PlateFinderComposition {
    /// Identifies PlateFinder to the portal, so its operators can tell who is asking.
    public static let userAgent =
        "PlateFinder/\(PlateFinderVersion.current) (+https://github.com/platefinder/platefinder)"

    /// Every use case, over the store at `configuration.storePath` and the endpoints
    /// `configuration` names, with the instants and the person's day read from `clock`.
    public static func makeUseCases(
        configuration: AppConfiguration, clock: DayClock = DayClock(timeZone: .current)
    ) throws(StoreError) -> PlateFinderUseCases {
        let container = try makeContainer(configuration: configuration, clock: clock)
        do {
            return try container.resolve(PlateFinderUseCases.self)
        } catch {
            // A test resolves the whole graph for every configuration, so this is a wiring
            // mistake caught before release, never something a person can cause.
            preconditionFailure("the composition root cannot build its use cases: \(error)")
        }
    }

    /// A container holding every concrete type behind the domain's protocols, over one
    /// store at `configuration.storePath` (history, favourites, saved answers and tasks),
    /// with the instants and the person's day read from `clock`, and the use cases over
    /// them.
    ///
    /// The store's file is opened once (and created or migrated when needed) now, so a
    /// front end learns that it is unusable before it shows anything, and every store
    /// shares that one connection; everything else is made on first `resolve`.
    public static func makeContainer(
        configuration: AppConfiguration, clock: DayClock = DayClock(timeZone: .current)
    ) throws(StoreError) -> DIContainer {
        let database = try SQLitePlateFinderDatabase(path: configuration.storePath)
        let container = DIContainer()
        container.register(DayClock.self) { _ in clock }
        registerSources(in: container, configuration: configuration)
        registerStores(in: container, database: database)
        container.register((any RenewalReminderWording).self) { _ in
            ReminderWording(language: configuration.language)
        }
        container.register(PlateFinderUseCases.self) { container throws(DIContainerError) in
            PlateFinderUseCases(
                pages: try container.resolve((any VehiclePageLoader).self),
                fines: try container.resolve((any FinesLoader).self),
                registrations: try container.resolve((any RegistrationLoader).self),
                vehicles: try container.resolve((any CarStore).self),
                favorites: try container.resolve((any FavoritesStore).self),
                savedFines: try container.resolve((any FinesStore).self),
                savedRegistrations: try container.resolve((any RegistrationStore).self),
                savedAnswers: try container.resolve((any SavedAnswerStore).self),
                tasks: try container.resolve((any TaskRepository).self),
                reminderWording: try container.resolve((any RenewalReminderWording).self),
                clock: try container.resolve(DayClock.self))
        }
        return container
    }

    /// The ANT's page and its fines grid share the portal's client; the SRI is another
    /// host, with a client of its own, so one request is in flight to each.
    private static func registerSources(
        in container: DIContainer, configuration: AppConfiguration
    ) {
        let portal = PlatformHTTPClient.make(timeout: configuration.timeout, userAgent: userAgent)
        let tax = PlatformHTTPClient.make(timeout: configuration.timeout, userAgent: userAgent)
        container.register((any VehiclePageLoader).self) { _ in
            ANTVehiclePageService(baseURL: configuration.baseURL, client: portal)
        }
        container.register((any FinesLoader).self) { container throws(DIContainerError) in
            ANTFinesService(
                baseURL: configuration.baseURL, client: portal,
                clock: try container.resolve(DayClock.self).instants)
        }
        container.register((any RegistrationLoader).self) { container throws(DIContainerError) in
            SRIRegistrationService(
                baseURL: configuration.sriBaseURL, client: tax,
                clock: try container.resolve(DayClock.self).instants)
        }
    }

    /// Every store over the one connection to the store's file.
    private static func registerStores(
        in container: DIContainer, database: SQLitePlateFinderDatabase
    ) {
        let vehicles = SQLiteCarStore(database: database)
        container.register((any CarStore).self) { _ in vehicles }
        container.register((any FavoritesStore).self) { _ in vehicles }
        container.register((any FinesStore).self) { _ in SQLiteFinesStore(database: database) }
        container.register((any RegistrationStore).self) { _ in
            SQLiteRegistrationStore(database: database)
        }
        container.register((any SavedAnswerStore).self) { _ in
            SQLiteSavedAnswerStore(database: database)
        }
        container.register((any TaskRepository).self) { _ in
            SQLiteTaskRepository(database: database)
        }
    }
}
