import Foundation

extension VehicleReport {
    /// Whether cancellation cut a source short: the report is not what the plate's lookup
    /// would have said, so a batch leaves it out.
    public var isCutShort: Bool {
        if case .cancelled = ant { return true }
        if case .cancelled = fines { return true }
        if case .cancelled = sri { return true }
        return false
    }
}
