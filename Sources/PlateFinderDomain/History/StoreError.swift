import Foundation

/// Why the local store (history, favourites, tasks, saved answers) could not be used.
public enum StoreError: Error, Equatable, Sendable {
    /// The store's file or folder could not be opened or created; the text says why.
    case cannotOpen(String)
    /// The folder at `path` the store's file goes in (or one above it) could not be
    /// created; `reason` says why.
    case cannotCreateFolder(path: String, reason: String)
    /// The file exists but is not a PlateFinder database (garbage, another app's file).
    case notAPlateFinderDatabase
    /// The database was written by a newer PlateFinder (schema `found` > `supported`).
    case newerSchema(found: Int, supported: Int)
    /// The location cannot be written.
    case readOnly
    /// Another process held the database longer than the wait allowed.
    case busy
    /// Reading or writing failed; the text says how.
    case failure(String)
    /// The one row asked for holds what no PlateFinder writes; removing it still works.
    case unreadableRow(UnreadableRow)
}
