import Foundation
import PlateFinderData
import PlateFinderDomain

extension PlateFinderComposition {
    /// The SRI's service at its public address, asked through a client bounded as the
    /// portal's; nil should that address ever fail to parse.
    static func makeRegistrationLoader(timeout: TimeInterval) -> (any RegistrationLoader)? {
        SRIRegistrationService.defaultBaseURL.map {
            SRIRegistrationService(
                baseURL: $0, client: CurlHTTPClient(timeout: timeout, userAgent: userAgent))
        }
    }

    /// Registers `LookUpBatch`, `ManageSavedAnswers`, `ListDueItems` and `FleetServices`
    /// over whatever `container` holds for `CarInfoLoader`, `CarStore`, `FavoritesStore`,
    /// `RegistrationLoader`, `RegistrationStore`, `SavedAnswerStore`, `SearchClock` and
    /// `DayClock`.
    static func registerFleetUseCases(in container: DIContainer) {
        container.register(LookUpBatch.self) { container in
            LookUpBatch(
                vehicles: VehicleBatchSource(
                    loader: container.require((any CarInfoLoader).self),
                    store: container.require((any CarStore).self)),
                registrations: RegistrationBatchSource(
                    loader: container.require((any RegistrationLoader).self),
                    store: container.require((any RegistrationStore).self)),
                clock: container.require(DayClock.self))
        }
        container.register(ManageSavedAnswers.self) { container in
            let clock = container.require(SearchClock.self)
            return ManageSavedAnswers(
                store: container.require((any SavedAnswerStore).self), now: { clock.now() })
        }
        container.register(ListDueItems.self) { container in
            ListDueItems(
                favorites: container.require((any FavoritesStore).self),
                vehicles: container.require((any CarStore).self),
                registrations: container.require((any RegistrationStore).self),
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
}
