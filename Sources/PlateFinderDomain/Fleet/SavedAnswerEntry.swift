import Foundation

/// One saved answer, as a list of them shows it: whose, what, and when it was fetched.
public struct SavedAnswerEntry: Hashable, Sendable {
    /// The plate it is about.
    public let plate: Plate
    /// Which answer it is.
    public let kind: SavedAnswerKind
    /// When its source gave it.
    public let fetchedAt: Date
    /// Whether the plate is a favourite, whose answers a prune keeps.
    public let isFavorite: Bool

    /// An entry.
    public init(plate: Plate, kind: SavedAnswerKind, fetchedAt: Date, isFavorite: Bool) {
        self.plate = plate
        self.kind = kind
        self.fetchedAt = fetchedAt
        self.isFavorite = isFavorite
    }
}
