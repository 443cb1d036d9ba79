import Foundation
import PlateFinderDomain

/// How a batch, or the plates of `due --plates`, ended: what its exit code is decided on.
struct BatchEnding: Equatable, Sendable {
    /// The tally of the plates asked; nothing asked when none were.
    var summary = BatchSummary()
    /// The stop signal that interrupted it, if one did.
    var stopSignal: StopSignal?
    /// Whether its rows or its calendar could not be written.
    var outputFailed = false
    /// The input lines that were not plates.
    var invalidLines = 0
    /// Whether reading the input failed before its end.
    var inputFailed = false
}
