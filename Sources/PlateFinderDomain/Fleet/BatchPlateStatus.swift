import Foundation

/// How a plate's batch lookup ended, over every source asked.
public enum BatchPlateStatus: String, CaseIterable, Sendable {
    /// Every source answered, and one of them about the vehicle.
    case found
    /// Every source answered that it has no vehicle with that plate.
    case noData
    /// Some sources answered, others failed or were cut short.
    case partial
    /// No source answered, and at least one failed.
    case failed
    /// Cancellation cut every source short: nothing is known.
    case cancelled

    /// The status of a plate whose sources ended as `outcomes`.
    public init(outcomes: [BatchPartOutcome]) {
        let answered = outcomes.filter { $0 == .found || $0 == .noData }
        if answered.isEmpty {
            self = outcomes.contains(.failed) ? .failed : .cancelled
        } else if answered.count < outcomes.count {
            self = .partial
        } else {
            self = answered.contains(.found) ? .found : .noData
        }
    }

    /// Whether the plate got an answer from every source asked (a vehicle or "no data").
    public var isAnswered: Bool { self == .found || self == .noData }
}
