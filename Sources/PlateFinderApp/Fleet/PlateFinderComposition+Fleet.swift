import Foundation
import PlateFinderData
import PlateFinderDomain

extension PlateFinderComposition {
    /// Registers the stores and the SRI's loader the fleet needs over `database`: the
    /// saved-answer list, and the SRI's saved answers and its service at its public address
    /// (asked with `timeout`) unless the container holds them already.
    static func registerFleetStores(
        in container: DIContainer, database: SQLitePlateFinderDatabase, timeout: TimeInterval
    ) {
        let savedAnswers = SQLiteSavedAnswerStore(database: database)
        container.register((any SavedAnswerStore).self) { _ in savedAnswers }
        if !container.isRegistered((any RegistrationStore).self) {
            let registrations = SQLiteRegistrationStore(database: database)
            container.register((any RegistrationStore).self) { _ in registrations }
        }
        if !container.isRegistered((any RegistrationLoader).self),
            let baseURL = SRIRegistrationService.defaultBaseURL
        {
            let loader = SRIRegistrationService(
                baseURL: baseURL, client: CurlHTTPClient(timeout: timeout, userAgent: userAgent))
            container.register((any RegistrationLoader).self) { _ in loader }
        }
    }

    /// Registers `LookUpBatch`, `ManageSavedAnswers`, `ListDueItems` and `FleetServices`
    /// over whatever `container` holds for `CarInfoLoader`, `CarStore`, `FavoritesStore`,
    /// `FinesLoader` and `FinesStore` (when registered), `RegistrationLoader`,
    /// `RegistrationStore`, `SavedAnswerStore`, `InstantClock` and `DayClock`.
    static func registerFleetUseCases(in container: DIContainer) {
        container.register(LookUpBatch.self) { container in
            LookUpBatch(
                vehicles: VehicleBatchSource(
                    loader: container.require((any CarInfoLoader).self),
                    store: container.require((any CarStore).self)),
                registrations: RegistrationBatchSource(
                    loader: container.require((any RegistrationLoader).self),
                    store: container.require((any RegistrationStore).self)),
                fines: finesBatchSource(in: container),
                clock: container.require(DayClock.self))
        }
        container.register(ManageSavedAnswers.self) { container in
            ManageSavedAnswers(
                store: container.require((any SavedAnswerStore).self),
                clock: container.require(InstantClock.self))
        }
        container.register(ListDueItems.self) { container in
            // Without a fines store, no pending fines are listed.
            let fines =
                container.isRegistered((any FinesStore).self)
                ? container.require((any FinesStore).self) : nil
            return ListDueItems(
                favorites: container.require((any FavoritesStore).self),
                vehicles: container.require((any CarStore).self),
                registrations: container.require((any RegistrationStore).self),
                fines: { plate throws(StoreError) in
                    guard let saved = try await fines?.savedFines(for: plate),
                        let pending = saved.report.pending
                    else { return nil }
                    return SavedPendingFines(pending: pending, fetchedAt: saved.fetchedAt)
                },
                clock: container.require(DayClock.self))
        }
        container.register(FleetServices.self) { container in
            FleetServices(
                batch: container.require(LookUpBatch.self),
                savedAnswers: container.require(ManageSavedAnswers.self),
                due: container.require(ListDueItems.self),
                clock: container.require(DayClock.self))
        }
    }

    /// The fines grid as a batch source, saving where `due` and `fines` read; nil (fines
    /// never asked) without a fines loader and store.
    private static func finesBatchSource(in container: DIContainer) -> FinesBatchSource? {
        guard container.isRegistered((any FinesLoader).self),
            container.isRegistered((any FinesStore).self)
        else { return nil }
        return FinesBatchSource(
            loader: container.require((any FinesLoader).self),
            store: container.require((any FinesStore).self))
    }
}
