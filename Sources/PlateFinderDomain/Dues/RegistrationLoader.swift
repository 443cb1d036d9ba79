import Foundation

/// Asks the tax authority (SRI) what a vehicle owes to register.
public protocol RegistrationLoader: Sendable {
    /// The SRI's answer about `plate`; nil when the SRI has no vehicle with that plate.
    func loadRegistration(for plate: LookupPlate) async throws(LookupFailure) -> SRIRegistration?
}
