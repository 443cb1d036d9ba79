import Foundation

/// How many traffic fines (citaciones) the portal lists for a plate, by state.
public struct FinesSummary: Hashable, Sendable {
    /// Not yet paid.
    public let pending: Int
    /// Under appeal (En Impugnación).
    public let disputed: Int
    /// Cancelled by the authority (Anuladas).
    public let voided: Int
    /// Paid (Pagadas).
    public let paid: Int
    /// In a payment agreement (En Convenio).
    public let inAgreement: Int

    /// A summary with one count per state.
    public init(pending: Int, disputed: Int, voided: Int, paid: Int, inAgreement: Int) {
        self.pending = pending
        self.disputed = disputed
        self.voided = voided
        self.paid = paid
        self.inAgreement = inAgreement
    }
}

extension FinesSummary {
    /// The count of `status`.
    public func count(of status: FineStatus) -> Int {
        switch status {
        case .pending: pending
        case .disputed: disputed
        case .voided: voided
        case .paid: paid
        case .inAgreement: inAgreement
        }
    }
}
