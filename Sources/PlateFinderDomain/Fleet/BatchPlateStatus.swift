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

    /// The status of a plate whose report is `report`: each source wanted counts as
    /// answered (the vehicle or "no data"), failed, or cut short. A fines answer with a
    /// status it could not read counts as failed.
    public init(_ report: VehicleReport) {
        var outcomes: [BatchPartOutcome] = []
        func note<Answer>(_ part: ReportPart<Answer>, unread: Bool = false) {
            switch part {
            case .notAsked: return
            case .answered: outcomes.append(unread ? .failed : .found)
            case .noData: outcomes.append(.noData)
            case .failed, .notSaved: outcomes.append(.failed)
            case .cancelled: outcomes.append(.cancelled)
            }
        }
        note(report.ant)
        note(report.sri)
        note(report.fines, unread: !(report.fines.answer?.unread.isEmpty ?? true))
        self.init(outcomes: outcomes)
    }

    /// The status of a plate whose sources ended as `outcomes`.
    init(outcomes: [BatchPartOutcome]) {
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
