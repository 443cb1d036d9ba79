import Foundation

/// The fines of one status, newest first, and what they add up to.
public struct FineList: Hashable, Sendable {
    /// The status every fine here is in.
    public let status: FineStatus
    /// The fines, newest first.
    public let fines: [TrafficFine]
    /// The sum of their totals, exact.
    public let total: Money

    /// The list of `fines` in `status`, newest first (undated last); nil when their totals
    /// overflow.
    public init?(status: FineStatus, fines: [TrafficFine]) {
        guard let total = Money.sum(fines.map(\.total)) else { return nil }
        self.status = status
        self.fines = fines.sorted(by: Self.isNewer)
        self.total = total
    }

    /// How many fines there are.
    public var count: Int { fines.count }

    private static func isNewer(_ lhs: TrafficFine, _ rhs: TrafficFine) -> Bool {
        switch (lhs.issuedOn.day, rhs.issuedOn.day) {
        case (let left?, let right?): left > right
        case (.some, .none): true
        case (.none, .some), (.none, .none): false
        }
    }
}
