import Foundation

/// A source that answers about a vehicle: the ANT's vehicle page, the ANT's fines grid and
/// the SRI's dues, each on its host.
public enum VehicleSource: String, CaseIterable, Hashable, Sendable {
    /// The ANT portal's vehicle page: the vehicle, its registration and its fine counts.
    case ant
    /// The tax authority (SRI): its record of the vehicle and what it owes to register.
    case sri
    /// The ANT portal's fines grid: each traffic fine, read from the vehicle page's host.
    case fines

    /// The host the source's requests go to; sources on one host share its manners.
    public var host: ServiceHost {
        switch self {
        case .ant, .fines: .ant
        case .sri: .sri
        }
    }
}
