import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// The plan over scripted sources and in-memory stores on a fixed day, with each of them at
/// hand by name, for the suites of `LookUpVehicle`.
struct StubbedLookup {
    /// 2026-12-01T16:00:00Z, late morning in Ecuador: the lookups' "now".
    static let now = Date(timeIntervalSince1970: 1_796_140_800)
    /// The day of `now` in Ecuador.
    static let clock = DayClock(
        timeZone: TimeZone(identifier: "America/Guayaquil") ?? .gmt,
        instants: InstantClock { now })

    /// The lookup.
    let sut: LookUpVehicle
    /// The ANT's vehicle page, unless another loader was given.
    let pages: VehiclePageLoaderStub
    /// The SRI.
    let registrations: RegistrationLoaderStub
    /// The fines grid.
    let fines: FinesLoaderStub
    /// The history and the saved vehicles.
    let vehicles: InMemoryCarStore
    /// The saved fines.
    let savedFines: InMemoryFinesStore
    /// The SRI's saved answers.
    let savedRegistrations: InMemoryRegistrationStore

    /// A lookup over stores holding what is given, asking `pageLoader` for the vehicle
    /// page when given, else `pages`.
    init(
        history: [SearchHistoryItem] = [], savedFines: [SavedFines] = [],
        savedRegistrations: [SavedRegistration] = [], pageLoader: (any VehiclePageLoader)? = nil
    ) {
        pages = VehiclePageLoaderStub()
        registrations = RegistrationLoaderStub()
        fines = FinesLoaderStub()
        vehicles = InMemoryCarStore(history: history)
        self.savedFines = InMemoryFinesStore(answers: savedFines)
        self.savedRegistrations = InMemoryRegistrationStore(answers: savedRegistrations)
        sut = LookUpVehicle(
            pages: pageLoader ?? pages, fines: fines, registrations: registrations,
            vehicles: vehicles, savedFines: self.savedFines,
            savedRegistrations: self.savedRegistrations, clock: Self.clock)
    }

    /// A lookup of `sources` under `freshness`, a person's search unless told otherwise.
    static func options(
        _ sources: Set<VehicleSource> = Set(VehicleSource.allCases),
        freshness: FreshnessPolicy = .alwaysAsk, fineStatuses: Set<FineStatus> = [.pending],
        recordsSearch: Bool = true
    ) -> LookupOptions {
        LookupOptions(
            sources: sources, freshness: freshness, fineStatuses: fineStatuses,
            recordsSearch: recordsSearch)
    }
}
