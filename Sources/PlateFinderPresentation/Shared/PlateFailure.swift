import Foundation
import PlateFinderDomain

/// Why asking about a plate gave no answer, when trying again will not fix it: shown
/// inline, where the person asked about the plate.
public enum PlateFailure: Equatable, Sendable {
    /// The plate is not complete and valid; it has this format.
    case invalidPlate(PlateFormat)
    /// The source answered, and it has no vehicle for the plate.
    case noData(VehicleSource)
    /// The source answered something that could not be understood; the failure says what.
    case notUnderstood(LookupFailure)
}
