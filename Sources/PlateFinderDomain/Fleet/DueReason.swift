import Foundation

/// Why something about a vehicle falls due.
public enum DueReason: Hashable, Sendable {
    /// The annual registration payment, in the plate's month; its status as the SRI's last
    /// paid year says.
    case registrationPayment(RegistrationStatus)
    /// The registration document expires.
    case registrationExpiry
    /// The tint permit expires.
    case tintPermitExpiry
    /// Traffic fines are pending: how many, and what they add up to.
    case pendingFines(count: Int, total: Money)
    /// The SRI says this much is owed to register.
    case amountOwed(Money)

    /// The place of the reason among items due on the same day for the same plate.
    var rank: Int {
        switch self {
        case .registrationPayment: 0
        case .amountOwed: 1
        case .registrationExpiry: 2
        case .tintPermitExpiry: 3
        case .pendingFines: 4
        }
    }
}
