import Foundation

/// What is known of a vehicle's pending fines: the fines grid's list, or why it is not
/// known — never a count the sources did not give.
public enum PendingFines: Hashable, Sendable {
    /// The grid's pending fines, each counted once, as many as the page counts.
    case listed(FineList, basis: FactBasis)
    /// The grid was read, but its pending fines and the page's count disagree.
    case unread(FineCountMismatch, basis: FactBasis)
    /// Only the vehicle page's count is known: the grid was not asked or gave no answer.
    case counted(Int, basis: FactBasis)
    /// Nothing says.
    case unknown

    /// How many fines are pending, when a source says: the grid's, else the page's count.
    public var count: Int? {
        switch self {
        case .listed(let list, _): list.count
        case .counted(let count, _): count
        case .unread, .unknown: nil
        }
    }

    /// What the pending fines add up to; only the grid's list says.
    public var total: Money? {
        if case .listed(let list, _) = self { return list.total }
        return nil
    }
}
