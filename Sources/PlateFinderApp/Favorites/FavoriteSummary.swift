import Foundation
import PlateFinderDomain

/// A favourite in a few words, as every front end lists it: the plate, its saved vehicle
/// (`TOYOTA AA COROLLA 1.6 2009`, or why there is none) and the title of its most serious
/// finding. Every text is stripped of control characters; cutting and aligning are the
/// front end's.
public struct FavoriteSummary: Equatable, Sendable {
    /// The plate as the store holds it.
    public let plate: String
    /// The make, model and year saved, or the words for nothing saved or no vehicle named.
    public let vehicle: String
    /// The most serious finding's title (`sale prohibited`); nil when none.
    public let finding: String?
    /// Whether that finding stops buying, selling or driving the vehicle.
    public let isBlocker: Bool

    /// The summary of `favorite`, worded by `messages`.
    public init(_ favorite: FavoriteReport, messages: Messages) {
        plate = ControlCharacterStripper.strip(favorite.plate.value)
        if favorite.report == nil {
            vehicle = messages.nothingSaved
        } else {
            vehicle = favorite.identity?.words ?? messages.vehicleUnknown
        }
        let finding = favorite.mostSeriousFinding
        self.finding = finding.map { messages.findingTitle($0.kind) }
        isBlocker = finding?.severity == .blocker
    }
}
