import Foundation

/// Everything the sources asked said about a plate, each part with its own outcome, and
/// whether its registration is paid.
///
/// A part is nil when its source was not asked; otherwise it holds the source's answer
/// (fresh or its saved copy) or why it gave none. One source failing never hides another's
/// answer.
public struct VehicleReport: Equatable, Sendable {
    /// The plate asked about.
    public let plate: LookupPlate
    /// The ANT's part.
    public let ant: Result<CarSearchResult, CarSearchError>?
    /// The SRI's part.
    public let sri: Result<RegistrationLookupResult, CarSearchError>?
    /// The fines' part.
    public let fines: Result<FinesLookupResult, CarSearchError>?
    /// Whether the registration is paid, judged from the SRI's last paid year on the day
    /// the report was made; `unknown` without it.
    public let registrationStatus: RegistrationStatus

    /// A report of the parts given.
    public init(
        plate: LookupPlate, ant: Result<CarSearchResult, CarSearchError>?,
        sri: Result<RegistrationLookupResult, CarSearchError>?,
        fines: Result<FinesLookupResult, CarSearchError>? = nil,
        registrationStatus: RegistrationStatus
    ) {
        self.plate = plate
        self.ant = ant
        self.sri = sri
        self.fines = fines
        self.registrationStatus = registrationStatus
    }

    /// Whether a source answered about the vehicle: the ANT found it or listed its fines,
    /// or the SRI has a record of it (the SRI saying it has none is no answer about the
    /// vehicle).
    public var hasAnswer: Bool {
        (try? ant?.get()) != nil || (try? sri?.get())?.registration != nil
            || (try? fines?.get()) != nil
    }

    /// Why no source answered about the vehicle: the failure of the first source asked
    /// (the ANT, then the SRI, then the fines), or `noDataFound` when every source asked
    /// said it has no such vehicle; nil when one answered.
    public var failureWhenUnanswered: CarSearchError? {
        guard !hasAnswer else { return nil }
        if case .failure(let error)? = ant { return error }
        if case .failure(let error)? = sri { return error }
        if case .failure(let error)? = fines { return error }
        return .lookup(.noDataFound)
    }
}
