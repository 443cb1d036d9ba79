import Foundation

/// Asks the ANT portal for a plate's vehicle page.
public protocol VehiclePageLoader: Sendable {
    /// The page about `plate`, read; nil when the portal has no data for the plate.
    func loadPage(for plate: LookupPlate) async throws(LookupFailure) -> VehiclePage?
}
