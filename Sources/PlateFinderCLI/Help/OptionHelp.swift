import Foundation

/// What a help page says about an option: what the option means wherever it is taken, or
/// what it means on a command that gives it a particular sense; worded by
/// `HelpText.text(for:)`.
public enum OptionHelp: Hashable, Sendable {
    /// What `option` means wherever a command takes it.
    case option(CommandOption)
    /// `--json` of `history` and `history show`.
    case historyJSON
    /// `--sources` of `history show`.
    case historySources
    /// `--json` of `favorites`.
    case favoritesJSON
    /// `--json` of the `tasks` commands.
    case tasksJSON
    /// `--json` of `open`.
    case openJSON
    /// `--json` of `fines`.
    case finesJSON
    /// `--all` of `fines`.
    case finesAll
    /// `--pending`, `--done` and `--all`, explained together.
    case taskFilter
    /// `--output` of `batch`.
    case batchOutput
    /// `--output` of `due`.
    case dueOutput
    /// `--ics` of `due`.
    case dueICS
    /// `--json` of `saved`.
    case savedJSON
    /// `--json` of `due`.
    case dueJSON
    /// `--sources` of `batch`.
    case batchSources
    /// `--delimiter` of `batch`, which applies to its CSV rows too.
    case batchDelimiter
}
