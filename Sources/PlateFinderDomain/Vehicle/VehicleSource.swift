import Foundation

/// A service that answers about a vehicle.
public enum VehicleSource: String, CaseIterable, Hashable, Sendable {
    /// The ANT portal: the vehicle, its registration and its fine counts.
    case ant
    /// The tax authority (SRI): its record of the vehicle and what it owes to register.
    case sri
    /// The ANT portal's fines grid: each traffic fine, read from the same host as the vehicle.
    case fines
}
