/// An option the command line knows, whichever command it belongs to; the command line's
/// table says how each is spelled, what follows it and which commands accept it, and
/// `HelpText` words what it means.
public enum CommandOption: CaseIterable, Hashable, Sendable {
    /// `--json`, `-j`.
    case json
    /// `--help`, `-h`.
    case help
    /// `--version`, `-V`.
    case version
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
    /// `--yes`, `-y`.
    case yes
    /// `--all`.
    case all
    /// `--pending`.
    case pending
    /// `--done`.
    case done
    /// `--note`.
    case note
    /// `--due`.
    case due
    /// `--no-due`.
    case noDue
    /// `--plate`.
    case plate
    /// `--no-plate`.
    case noPlate
    /// `--title`.
    case title
    /// `--ics`.
    case ics
    /// `--output`, `-o`.
    case output
    /// `--man`.
    case manual
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
    /// `--delimiter`.
    case delimiter
    /// `--excel`.
    case excel
    /// `--refresh`.
    case refresh
    /// `--resume`.
    case resume
}
