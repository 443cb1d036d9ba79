import Foundation

/// The fines of a plate, by status; a status not asked for is absent.
public struct FinesReport: Hashable, Sendable {
    /// The plate the fines are about.
    public let plate: Plate
    /// The lists read, by status.
    public let lists: [FineStatus: FineList]

    /// A report of `lists` for `plate`.
    public init(plate: Plate, lists: [FineStatus: FineList]) {
        self.plate = plate
        self.lists = lists
    }

    /// The pending fines, when they were asked for.
    public var pending: FineList? { lists[.pending] }
}
