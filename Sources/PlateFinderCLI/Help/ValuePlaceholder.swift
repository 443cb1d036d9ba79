import Foundation

/// The word that stands for an option's value or a command's operand on a help page
/// (`--store PATH`, `find PLATE`), worded by `HelpText.placeholder(_:)`.
public enum ValuePlaceholder: String, CaseIterable, Sendable {
    /// An address, `URL`.
    case url
    /// A number of seconds.
    case seconds
    /// A file's path.
    case path
    /// Free text.
    case text
    /// A day, `YYYY-MM-DD`.
    case day
    /// A plate.
    case plate
    /// A task's title.
    case title
    /// A file to write.
    case file
    /// A list of sources, `ant,sri`.
    case sources
    /// A whole number.
    case number
    /// An age, `24h`.
    case duration
    /// A number of days.
    case days
    /// A task's id, or the start of one.
    case id
    /// A `platefinder://` link.
    case link
}
