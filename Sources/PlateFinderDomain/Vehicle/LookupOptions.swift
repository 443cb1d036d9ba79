import Foundation

/// What a lookup asks about a plate, and how fresh its answers must be.
public struct LookupOptions: Hashable, Sendable {
    /// The sources wanted.
    public var sources: Set<VehicleSource>
    /// When a source is asked and when its saved answer is used instead.
    public var freshness: FreshnessPolicy
    /// The fine statuses read from the fines grid.
    public var fineStatuses: Set<FineStatus>
    /// Whether the lookup is a person's search, recorded in the history; a batch's answers
    /// are kept apart from it.
    public var recordsSearch: Bool

    /// The statuses read unless told otherwise: the fines still to pay.
    public static let defaultFineStatuses: Set<FineStatus> = [.pending]

    /// Options of every value given; by default, a search of every source under `find`'s
    /// freshness.
    public init(
        sources: Set<VehicleSource> = Set(VehicleSource.allCases),
        freshness: FreshnessPolicy = .find,
        fineStatuses: Set<FineStatus> = defaultFineStatuses, recordsSearch: Bool = true
    ) {
        self.sources = sources
        self.freshness = freshness
        self.fineStatuses = fineStatuses
        self.recordsSearch = recordsSearch
    }
}
