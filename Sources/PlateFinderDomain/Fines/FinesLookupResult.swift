import Foundation

/// The fines the ANT lists for a plate, and where the answer came from.
public struct FinesLookupResult: Equatable, Sendable {
    /// The fines, by status; a saved answer holds the statuses asked when it was saved.
    public let report: FinesReport
    /// Where the answer came from, and when the portal gave it.
    public let source: CarSearchResult.Source
    /// Why the portal could not answer, when its saved answer stood in.
    public let serviceFailure: CarInfoError?

    /// A result; `serviceFailure` is set only when the saved answer stood in for a failure.
    public init(
        report: FinesReport, source: CarSearchResult.Source, serviceFailure: CarInfoError? = nil
    ) {
        self.report = report
        self.source = source
        self.serviceFailure = serviceFailure
    }

    /// The plate asked about.
    public var plate: Plate { report.plate }
}
