import Foundation

/// One traffic fine (citación) as the ANT's fines grid lists it.
///
/// Personal data in the grid (the driver's identity document) is never read into this.
public struct TrafficFine: Hashable, Sendable {
    /// The citation number.
    public let citation: String
    /// The issuing agency: ANT, CTE, a municipality.
    public let agency: String
    /// When it was issued.
    public let issuedOn: ReportedDate
    /// When it was notified.
    public let notifiedOn: ReportedDate
    /// The last day to pay.
    public let payBy: ReportedDate
    /// Licence points it takes (may be fractional, e.g. 1.5); nil when not given.
    public let points: Decimal?
    /// The sanction.
    public let sanction: Money
    /// The surcharge (multa).
    public let surcharge: Money
    /// The remission; negative when it is a discount.
    public let remission: Money
    /// What is to pay.
    public let total: Money
    /// The article of the law and its description.
    public let article: String

    /// A fine with every field the grid gives.
    public init(
        citation: String, agency: String, issuedOn: ReportedDate, notifiedOn: ReportedDate,
        payBy: ReportedDate, points: Decimal?, sanction: Money, surcharge: Money,
        remission: Money, total: Money, article: String
    ) {
        self.citation = citation
        self.agency = agency
        self.issuedOn = issuedOn
        self.notifiedOn = notifiedOn
        self.payBy = payBy
        self.points = points
        self.sanction = sanction
        self.surcharge = surcharge
        self.remission = remission
        self.total = total
        self.article = article
    }
}
