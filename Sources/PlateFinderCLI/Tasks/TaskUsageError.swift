import Foundation

/// Why a `platefinder tasks` command line could not be carried out as written.
public enum TaskUsageError: Error, Equatable, Sendable {
    /// `tasks add` was given no title.
    case missingTitle
    /// The subcommand needs a task id (or the start of one) and none was given.
    case missingID
    /// `--due` is not a day written `YYYY-MM-DD`.
    case invalidDueDate(String)
    /// Two options that exclude each other were given together (`--due` and `--no-due`,
    /// `--plate` and `--no-plate`).
    case conflictingOptions(String, String)
    /// `tasks edit` was given nothing to change.
    case nothingToEdit
    /// `tasks export` was not told the format (`--ics`).
    case missingExportFormat
}
