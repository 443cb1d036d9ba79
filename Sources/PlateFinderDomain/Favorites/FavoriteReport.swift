import Foundation

/// A favourite plate beside the report its saved answers make, read without a request.
public struct FavoriteReport: Equatable, Sendable {
    /// The favourite plate, as the store holds it.
    public let plate: Plate
    /// The report of the plate's saved answers; nil when nothing about it is saved.
    public let report: VehicleReport?

    /// The favourite `plate` beside its saved `report`.
    public init(plate: Plate, report: VehicleReport?) {
        self.plate = plate
        self.report = report
    }

    /// What vehicle the saved answers say it is (the ANT's, else the SRI's); nil when
    /// nothing is saved or no saved answer said.
    public var identity: VehicleIdentity? { report?.facts.identity }

    /// The most serious finding of the purchase check on the saved answers, the one
    /// `check` lists first; nil when nothing is saved or nothing was found.
    public var mostSeriousFinding: PurchaseFinding? {
        report.flatMap { PurchaseCheck(report: $0).findings.first }
    }
}
