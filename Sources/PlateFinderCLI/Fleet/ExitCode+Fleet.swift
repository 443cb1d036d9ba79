import Foundation
import PlateFinderDomain

extension ExitCode {
    /// The exit code that reports `ending` by the fleet's one rule, the first that applies:
    /// interrupted (130, or 131 for Ctrl-\), the output not written (7), the store failed
    /// to keep an answer (6), some plate without an answer from a source asked (4), input
    /// lines that are not plates or an input that could not be read to its end (2), else
    /// success. The more serious news always wins, so a
    /// script learns that a plate failed even when the input had a bad line.
    init(_ ending: BatchEnding) {
        let summary = ending.summary
        if let stopSignal = ending.stopSignal {
            self = stopSignal.exitCode
        } else if summary.wasCancelled {
            self = .interrupted
        } else if ending.outputFailed {
            self = .output
        } else if summary.unsavedAnswers > 0 {
            self = .storage
        } else if !summary.everyPlateAnswered {
            self = .portalUnavailable
        } else if ending.invalidLines > 0 || ending.inputFailed {
            self = .usage
        } else {
            self = .success
        }
    }
}
