import Foundation
import PlateFinderDomain

/// A date cell of the ANT's vehicle page, read for people: the portal writes `dd-MM-yyyy`,
/// every card shows `YYYY-MM-DD`.
///
/// Only a real calendar day is converted; anything else (`31-02-2026`, `00-00-0000`, a
/// sentence) is kept as the portal wrote it, so no day is ever made up.
public enum PortalDate: Equatable, Sendable {
    /// The portal left the cell empty.
    case empty
    /// A real day.
    case day(CalendarDate)
    /// Text that names no real day, as written (trimmed).
    case asWritten(String)

    /// The date `text` spells: `dd-MM-yyyy` as the portal writes it, or `YYYY-MM-DD`
    /// already.
    public init(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty {
            self = .empty
        } else if let day = CalendarDate(ddMMyyyy: text) ?? CalendarDate(isoString: text) {
            self = .day(day)
        } else {
            self = .asWritten(text)
        }
    }
}
