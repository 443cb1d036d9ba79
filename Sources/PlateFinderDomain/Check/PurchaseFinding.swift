import Foundation

/// One thing a report says stands in the way of buying a vehicle, and what it rests on.
public struct PurchaseFinding: Hashable, Sendable {
    /// What it is.
    public let kind: PurchaseFindingKind
    /// What it says beyond its kind.
    public let detail: PurchaseFindingDetail
    /// The source and answer it rests on.
    public let basis: FactBasis

    /// A finding of `kind`, saying `detail`, resting on `basis`.
    public init(kind: PurchaseFindingKind, detail: PurchaseFindingDetail, basis: FactBasis) {
        self.kind = kind
        self.detail = detail
        self.basis = basis
    }

    /// How serious it is.
    public var severity: PurchaseFindingSeverity { kind.severity }
    /// The source it rests on.
    public var source: VehicleSource { basis.source }
    /// When the source gave the answer it rests on.
    public var asOf: Date { basis.fetchedAt }
}
