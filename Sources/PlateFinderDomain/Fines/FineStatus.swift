import Foundation

/// The states the ANT lists traffic fines (citaciones) in.
public enum FineStatus: String, CaseIterable, Hashable, Sendable {
    /// Not yet paid (Pendientes).
    case pending
    /// Under appeal (En Impugnación).
    case disputed
    /// Cancelled by the authority (Anuladas).
    case voided
    /// Paid (Pagadas).
    case paid
    /// In a payment agreement (En Convenio).
    case inAgreement
}
