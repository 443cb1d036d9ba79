import Foundation

/// The fines of a plate, by status: each status asked, read or not; a status not asked
/// is absent.
public struct FinesReport: Hashable, Sendable {
    /// The plate the fines are about.
    public let plate: Plate
    /// What was read of each status asked.
    public let statuses: [FineStatus: FineStatusReading]

    /// A report of `statuses` for `plate`.
    public init(plate: Plate, statuses: [FineStatus: FineStatusReading]) {
        self.plate = plate
        self.statuses = statuses
    }

    /// The list of `status`, when it was asked and read.
    public func list(_ status: FineStatus) -> FineList? {
        statuses[status]?.list
    }

    /// The pending fines, when they were asked and read.
    public var pending: FineList? { list(.pending) }

    /// The statuses asked that could not be read, in `FineStatus` order.
    public var unread: [FineCountMismatch] {
        FineStatus.allCases.compactMap { status in
            if case .unread(let mismatch)? = statuses[status] { return mismatch }
            return nil
        }
    }

    /// Whether the report holds every status of `wanted`.
    public func covers(_ wanted: Set<FineStatus>) -> Bool {
        wanted.isSubset(of: Set(statuses.keys))
    }

    /// The report of just `wanted`, so a saved copy says no more than was asked; nil when it
    /// does not hold every status of `wanted`.
    public func narrowed(to wanted: Set<FineStatus>) -> FinesReport? {
        guard covers(wanted) else { return nil }
        return FinesReport(plate: plate, statuses: statuses.filter { wanted.contains($0.key) })
    }
}
