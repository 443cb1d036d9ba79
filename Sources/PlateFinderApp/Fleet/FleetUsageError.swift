import Foundation

/// Why a fleet command line (`batch`, `saved`, `due`) could not be carried out as written.
public enum FleetUsageError: Error, Equatable, Sendable {
    /// A duration (`--max-age`, `--older-than`) is not a whole number with a unit, or `0`.
    case invalidDuration(option: String, text: String)
}
