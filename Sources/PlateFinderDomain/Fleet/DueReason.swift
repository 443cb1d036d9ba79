import Foundation

/// Why something about a vehicle falls due.
public enum DueReason: Hashable, Sendable {
    /// A notice names a sale prohibition, a seizure, a retention, a theft or a lien: the
    /// source's text, verbatim (front ends sanitise it).
    case saleProhibited(String)
    /// The SRI's status or a notice says the vehicle is blocked: the source's text,
    /// verbatim (front ends sanitise it).
    case vehicleBlocked(String)
    /// The registration payment that matters (one item however many years are unpaid),
    /// carrying what the SRI says is owed.
    case registrationPayment(RegistrationEvent)
    /// The registration document expires.
    case registrationExpiry
    /// The tint permit expires.
    case tintPermitExpiry
    /// Traffic fines are pending: how many, and what they add up to.
    case pendingFines(count: Int, total: Money)
    /// Fines are pending by the vehicle page's count, but the fines grid was not read, or
    /// its list disagrees with the page: how many the page counts (nil when it shows none)
    /// and how many the grid listed (nil when it was not read).
    case pendingFinesNotRead(counted: Int?, listed: Int?)
    /// The SRI says this much is owed, though the registration is paid up.
    case amountOwed(Money)

    /// The place of the reason among items due on the same day for the same plate.
    var rank: Int {
        // What stops the vehicle comes before what merely falls due.
        switch self {
        case .saleProhibited: 0
        case .vehicleBlocked: 1
        case .registrationPayment: 2
        case .amountOwed: 3
        case .registrationExpiry: 4
        case .tintPermitExpiry: 5
        case .pendingFines, .pendingFinesNotRead: 6
        }
    }
}
