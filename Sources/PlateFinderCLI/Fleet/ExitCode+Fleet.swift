import Foundation
import PlateFinderDomain

extension ExitCode {
    /// The exit code that reports a batch that ran to its end: success when every plate got
    /// an answer from every source asked (a vehicle or "no data"), otherwise the portals'
    /// failure. (An interrupted batch is the front end's to report.)
    public init(_ summary: BatchSummary) {
        self = summary.everyPlateAnswered ? .success : .portalUnavailable
    }
}
