import Foundation

/// A status whose fines could not be read: the fines grid listed `listed` distinct fines
/// where the vehicle page counts `counted` (nil when the page shows no counts).
public struct FineCountMismatch: Hashable, Sendable {
    /// The status.
    public let status: FineStatus
    /// The distinct fines the grid listed.
    public let listed: Int
    /// The page's count for the status; nil when the page shows none.
    public let counted: Int?

    /// A mismatch of `listed` against `counted` for `status`.
    public init(status: FineStatus, listed: Int, counted: Int?) {
        self.status = status
        self.listed = listed
        self.counted = counted
    }
}
