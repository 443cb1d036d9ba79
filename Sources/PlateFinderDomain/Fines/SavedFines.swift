import Foundation

/// The ANT's last fines answer about a plate, kept for when the portal cannot be reached.
public struct SavedFines: Equatable, Sendable {
    /// The fines, by the statuses that were asked.
    public let report: FinesReport
    /// When the portal gave them.
    public let fetchedAt: Date

    /// A saved answer.
    public init(report: FinesReport, fetchedAt: Date) {
        self.report = report
        self.fetchedAt = fetchedAt
    }

    /// The plate it is about.
    public var plate: Plate { report.plate }
}
