import Foundation
import PlateFinderDomain

/// A failure that trying again will not fix: shown inline, where the person asked.
public enum DomainFailure: Equatable, Sendable {
    /// The plate is not complete and valid; it has this format.
    case invalidPlate(PlateFormat)
    /// The portal answered, and it has no vehicle for the plate.
    case noDataFound
    /// The portal answered something that could not be understood; the text says what.
    case unreadableAnswer(String)
}
