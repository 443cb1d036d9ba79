import Foundation

/// What was read of one status of a plate's fines: its list, or why it could not be read.
public enum FineStatusReading: Hashable, Sendable {
    /// The fines, counted once each, as many as the page counts.
    case read(FineList)
    /// The grid's fines and the page's count disagree, so neither is believed.
    case unread(FineCountMismatch)

    /// The list, when it was read.
    public var list: FineList? {
        if case .read(let list) = self { return list }
        return nil
    }
}
