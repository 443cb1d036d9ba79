import Foundation

/// Asks the tax authority (SRI) what a vehicle owes to register.
public protocol RegistrationLoader: Sendable {
    /// The SRI's answer about `plate`; nil when the SRI has no vehicle with that plate.
    func loadRegistration(for plate: LookupPlate) async throws(CarInfoError) -> SRIRegistration?

    /// The SRI's answer as `loadRegistration` gives it, or why not, saying when the host
    /// answered that it is busy; a loader that cannot tell reports `loadRegistration`'s
    /// failure.
    func fetchRegistration(
        for plate: LookupPlate
    ) async throws(SourceFailure) -> SRIRegistration?
}

extension RegistrationLoader {
    /// `loadRegistration`, its failure never saying that the host is busy.
    public func fetchRegistration(
        for plate: LookupPlate
    ) async throws(SourceFailure) -> SRIRegistration? {
        do { return try await loadRegistration(for: plate) } catch { throw .lookup(error) }
    }
}
