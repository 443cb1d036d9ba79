import Foundation

extension Messages {
    /// A portal date as every card shows it: `2025-06-14`, or the portal's text followed
    /// by `asThePortalWroteIt` when it names no real day; empty for an empty cell. The
    /// text must already be safe to print.
    public func portalDate(_ date: PortalDate) -> String {
        switch date {
        case .empty: ""
        case .day(let day): day.isoString
        case .asWritten(let text): text + " " + asThePortalWroteIt
        }
    }

    /// What follows a date the portal wrote in a form that names no real day.
    public var asThePortalWroteIt: String {
        localized("(as the portal wrote it)", "(tal como lo escribió el portal)")
    }
}
