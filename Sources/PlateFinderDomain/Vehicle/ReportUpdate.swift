import Foundation

/// One part of a report, as it lands while the others are still being asked.
public enum ReportUpdate: Equatable, Sendable {
    /// The ANT's vehicle page.
    case ant(ReportPart<Car>)
    /// The ANT's fines grid.
    case fines(ReportPart<FinesReport>)
    /// The SRI's dues.
    case sri(ReportPart<SRIRegistration>)

    /// The source whose part it is.
    public var source: VehicleSource {
        switch self {
        case .ant: .ant
        case .fines: .fines
        case .sri: .sri
        }
    }
}
