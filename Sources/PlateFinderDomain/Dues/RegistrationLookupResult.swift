import Foundation

/// What the SRI said about a plate, and where the answer came from.
public struct RegistrationLookupResult: Equatable, Sendable {
    /// The plate asked about.
    public let plate: LookupPlate
    /// The answer; nil when the SRI has no vehicle with that plate.
    public let registration: SRIRegistration?
    /// Where the answer came from, and when the SRI gave it.
    public let source: CarSearchResult.Source
    /// Why the SRI could not answer, when its saved answer stood in.
    public let serviceFailure: CarInfoError?

    /// A result; `serviceFailure` is set only when the saved answer stood in for a failure.
    public init(
        plate: LookupPlate, registration: SRIRegistration?, source: CarSearchResult.Source,
        serviceFailure: CarInfoError? = nil
    ) {
        self.plate = plate
        self.registration = registration
        self.source = source
        self.serviceFailure = serviceFailure
    }
}
