import Foundation
import PlateFinderDomain

/// What a vehicle opened from a list shows beside its saved copy: the SRI's and the fines'
/// saved answers, read without a request, and the clock the registration status is judged
/// on. A part without its use case is not shown.
public struct SavedReportParts: Sendable {
    let registration: LookUpRegistration?
    let fines: LookUpFines?
    let clock: DayClock?

    /// Parts read through `registration` and `fines` when given, the status judged on
    /// `clock`'s today; none by default.
    public init(
        registration: LookUpRegistration? = nil, fines: LookUpFines? = nil, clock: DayClock? = nil
    ) {
        self.registration = registration
        self.fines = fines
        self.clock = clock
    }

    /// The saved parts of `plate`, both read at once; nil for a part not asked.
    func read(_ plate: LookupPlate) async -> OpenedVehicleAnswer.Parts {
        async let registration = savedRegistration(of: plate)
        async let fines = savedFines(of: plate)
        return await OpenedVehicleAnswer.Parts(registration: registration, fines: fines)
    }

    private func savedRegistration(
        of plate: LookupPlate
    ) async -> Result<RegistrationLookupResult?, CarSearchError>? {
        guard let registration else { return nil }
        return await Result { () async throws(CarSearchError) in
            try await registration.saved(plate)
        }
    }

    private func savedFines(
        of plate: LookupPlate
    ) async -> Result<FinesLookupResult?, CarSearchError>? {
        guard let fines else { return nil }
        return await Result { () async throws(CarSearchError) in try await fines.saved(plate) }
    }
}
