import Foundation
import PlateFinderDomain

extension PlateFinderComposition {
    /// Registers `LookUpBatch`, `ManageSavedAnswers`, `ListDueItems` and `FleetServices`
    /// over whatever `container` holds for `LookUpVehicle`, `FavoritesStore`,
    /// `SavedAnswerStore`, `InstantClock` and `DayClock`.
    static func registerFleetUseCases(in container: DIContainer) {
        container.register(LookUpBatch.self) { container in
            LookUpBatch(lookUp: container.require(LookUpVehicle.self))
        }
        container.register(ManageSavedAnswers.self) { container in
            ManageSavedAnswers(
                store: container.require((any SavedAnswerStore).self),
                clock: container.require(InstantClock.self))
        }
        container.register(ListDueItems.self) { container in
            ListDueItems(
                favorites: container.require((any FavoritesStore).self),
                lookUp: container.require(LookUpVehicle.self),
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
