import Foundation

/// What a help page says about an option: the key the command line's option table gives
/// each option (and a command gives an option that means something particular there),
/// worded by `HelpText.text(for:)`.
public enum OptionHelp: String, CaseIterable, Sendable {
    /// `--json` in general.
    case json
    /// `--json` of `history` and `history show`.
    case historyJSON
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
    /// `--lang`.
    case language
    /// `--endpoint`.
    case endpoint
    /// `--sri-endpoint`.
    case sriEndpoint
    /// `--sources`.
    case sources
    /// `--timeout`.
    case timeout
    /// `--store`.
    case store
    /// `--yes`.
    case yes
    /// `--help`.
    case help
    /// `--version`.
    case version
    /// `--pending`, `--done` and `--all`, explained together.
    case taskFilter
    /// `--note`.
    case note
    /// `--due`.
    case due
    /// `--no-due`.
    case noDue
    /// `--plate`.
    case plate
    /// `--title`.
    case title
    /// `--ics`.
    case ics
    /// `--output`.
    case output
    /// `help --man`.
    case manual
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
    /// `--format`.
    case format
    /// `--concurrency`.
    case concurrency
    /// `--interval`.
    case interval
    /// `--max-age`.
    case maxAge
    /// `--retries`.
    case retries
    /// `--older-than`.
    case olderThan
    /// `--within`.
    case within
    /// `--plates`.
    case plates
    /// `--refresh`.
    case refresh
}
