import Foundation

/// What `--help` can explain.
public enum HelpTopic: String, CaseIterable, Sendable {
    /// The tool as a whole: every command.
    case tool
    /// `platefinder find`.
    case find
    /// `platefinder fines`.
    case fines
    /// `platefinder validate`.
    case validate
    /// `platefinder history` and its subcommands.
    case history
    /// `platefinder favorites` and its subcommands.
    case favorites
    /// `platefinder tasks` and its subcommands.
    case tasks
    /// `platefinder open` and the full-screen app.
    case open
    /// `platefinder batch`.
    case batch
    /// `platefinder saved` and `saved prune`.
    case saved
    /// `platefinder due`.
    case due
}
