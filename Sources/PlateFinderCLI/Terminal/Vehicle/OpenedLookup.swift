import PlateFinderDomain
import PlateFinderPresentation

/// What a list's view model holds about a vehicle it opened: the ANT's answer, and the
/// SRI's and the fines' saved answers beside a saved copy.
struct OpenedLookup {
    /// Nothing opened yet.
    static let idle = OpenedLookup(
        state: .idle, registration: .idle, status: .unknown, fines: .idle)

    /// The vehicle.
    let state: Loadable<CarSearchResult>
    /// The SRI's saved answer.
    let registration: Loadable<RegistrationLookupResult>
    /// The registration status judged from it.
    let status: RegistrationStatus
    /// The saved fines.
    let fines: Loadable<FinesLookupResult>
}
