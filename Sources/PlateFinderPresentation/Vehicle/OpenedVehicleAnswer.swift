import Foundation
import PlateFinderDomain

/// What opening a listed plate came to, delivered at once: the ANT's answer and, beside a
/// saved copy, the SRI's and the fines' saved answers.
struct OpenedVehicleAnswer: Sendable {
    /// The saved parts read beside a saved vehicle; nil for a part not asked.
    struct Parts: Sendable {
        /// The SRI's saved answer, nil inside when none is saved.
        var registration: Result<RegistrationLookupResult?, CarSearchError>?
        /// The saved fines, nil inside when none are saved.
        var fines: Result<FinesLookupResult?, CarSearchError>?
    }

    /// The ANT's answer, saved or fresh.
    let vehicle: Result<CarSearchResult, CarSearchError>
    /// The saved parts; none beside a fresh answer or a failure.
    let parts: Parts

    /// How a saved part shows: nothing when it was not asked or none is saved, inline why
    /// it could not be read (a part never interrupts the vehicle shown).
    static func loadable<Value>(
        _ part: Result<Value?, CarSearchError>?, plate: Plate
    ) -> Loadable<Value> {
        switch part {
        case .success(let value?)?: .loaded(value)
        case .failure(let error)?: AppError(error, plate: plate).map(Loadable.failed) ?? .idle
        case .success(nil)?, nil: .idle
        }
    }
}
