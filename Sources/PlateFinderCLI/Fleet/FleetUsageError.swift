import Foundation

/// Why a fleet command line (`batch`, `saved`, `due`) could not be carried out as written.
public enum FleetUsageError: Error, Equatable, Sendable {
    /// A duration (`--max-age`, `--older-than`) is not a whole number with a unit, or `0`.
    case invalidDuration(option: String, text: String)
    /// A whole number (`--concurrency`, `--retries`, `--within`) is not one, or is outside
    /// `range`.
    case invalidNumber(option: String, text: String, range: ClosedRange<Int>)
    /// `--interval` is not a number of seconds from 0 to `maximum`.
    case invalidInterval(text: String, maximum: Int)
    /// `--format` names no batch format.
    case invalidFormat(String)
    /// `--delimiter` names no delimiter an input CSV may use.
    case invalidDelimiter(String)
    /// `saved prune` without `--older-than`.
    case missingOlderThan
    /// `due --output` without `--ics`: only the calendar goes to a file.
    case outputNeedsICS
    /// `--ics` and `--json` together: one output at a time.
    case conflictingOutputs
    /// `batch --resume` without `--output`: there is no file to go on with.
    case resumeNeedsOutput
    /// The input file (`batch FILE`, `due --plates FILE`) could not be opened or read.
    case unreadableInput(path: String, reason: String)
}
