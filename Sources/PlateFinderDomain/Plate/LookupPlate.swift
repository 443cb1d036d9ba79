import Foundation

/// A complete plate, as submitted: the only kind of plate that is looked up, linked to a
/// task or made a favourite.
///
/// Only `PlateSubmission` makes one — and a batch, for each plate of its input it judges
/// complete — so the plate rules are checked once, where a plate is submitted, and every
/// use case and service that takes a `LookupPlate` relies on the type instead of checking
/// again.
public struct LookupPlate: Hashable, Sendable, CustomStringConvertible {
    /// The plate, normalized and written with four digits when it was an old one.
    public let plate: Plate
    /// Its format: car, motorcycle or special.
    public let format: PlateFormat

    /// Made by `PlateSubmission` and a batch only, from a plate whose format is complete.
    init(completePlate plate: Plate, format: PlateFormat) {
        self.plate = plate
        self.format = format
    }

    /// The normalized text, e.g. `PBX1234`.
    public var value: String { plate.value }

    /// The normalized text.
    public var description: String { plate.value }
}
