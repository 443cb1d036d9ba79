import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// The domain's use cases wired over test doubles, the way the composition root wires
/// them over the portals and the SQLite file.
enum UseCases {
    /// The fixed moment every answer is stamped at: 2027-01-15 08:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A clock stopped at `now`, whose today is 2027-01-15.
    static let clock = DayClock(timeZone: .gmt, instants: InstantClock { now })

    /// The one lookup every screen runs, over `pages`, `fines` and `registrations` and
    /// the stores given; a source left to its default fails as unscripted.
    static func lookUp(
        pages: any VehiclePageLoader = VehiclePageLoaderStub(),
        fines: any FinesLoader = FinesLoaderStub(),
        registrations: any RegistrationLoader = RegistrationLoaderStub(),
        vehicles: any CarStore = InMemoryCarStore(),
        savedFines: any FinesStore = InMemoryFinesStore(),
        savedRegistrations: any RegistrationStore = InMemoryRegistrationStore(),
        clock: DayClock = clock
    ) -> LookUpVehicle {
        LookUpVehicle(
            pages: pages, fines: fines, registrations: registrations, vehicles: vehicles,
            savedFines: savedFines, savedRegistrations: savedRegistrations, clock: clock)
    }
}
