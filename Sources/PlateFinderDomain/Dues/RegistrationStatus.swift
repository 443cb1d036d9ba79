import Foundation

/// Whether a vehicle's annual registration is paid, and if not, whether it is late.
public enum RegistrationStatus: Hashable, Sendable {
    /// The registration is paid for `year` (this year or later).
    case paidUp(year: Int)
    /// This year's payment falls in `month` (1–12), which has not come yet.
    case dueLater(month: Int)
    /// This year's payment falls in the current month.
    case dueThisMonth(month: Int)
    /// The payment has been late since `month` of `year`: the USD 25 fine applies.
    case late(sinceYear: Int, month: Int)
    /// Nothing says when the registration was last paid.
    case unknown
}

extension RegistrationStatus {
    /// Whether a payment month is still to be met or already missed.
    public var isUnpaid: Bool {
        switch self {
        case .dueLater, .dueThisMonth, .late: true
        case .paidUp, .unknown: false
        }
    }
}
