import Foundation

/// What a finding says stands in the way of buying, selling or driving a vehicle; the raw
/// value is the stable code scripts read.
public enum PurchaseFindingKind: String, CaseIterable, Hashable, Sendable {
    /// A notice names a sale prohibition, a seizure, a retention, a theft or a lien.
    case saleProhibited
    /// The SRI's vehicle status says the vehicle is blocked (a notice names the blocking).
    case vehicleBlocked
    /// The SRI's vehicle status is neither a known good one nor named in a notice.
    case unknownStatus
    /// The registration payment is late.
    case registrationLate
    /// Fines are pending.
    case finesPending
    /// The registration document has expired.
    case registrationExpired
    /// The tint permit has expired.
    case tintExpired
    /// The registration payment falls due this month.
    case registrationDueThisMonth
    /// Fines are under appeal.
    case finesDisputed
    /// Fines are in a payment agreement.
    case finesInAgreement
    /// The ANT and the SRI describe different vehicles for the plate.
    case identityMismatch

    /// How serious a finding of this kind is.
    public var severity: PurchaseFindingSeverity {
        switch self {
        case .saleProhibited, .vehicleBlocked, .registrationLate, .finesPending,
            .registrationExpired, .tintExpired:
            .blocker
        case .unknownStatus, .registrationDueThisMonth, .finesDisputed, .finesInAgreement,
            .identityMismatch:
            .warning
        }
    }
}
