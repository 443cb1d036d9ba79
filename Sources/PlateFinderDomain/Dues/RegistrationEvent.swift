import Foundation

/// The registration payment that matters for a vehicle today: the payment of one year,
/// due in the plate's month of that year and late after its last day (the deadline).
///
/// It is the first year the SRI's last paid year leaves unpaid; without an SRI answer, the
/// plate's month of this year while its deadline is still ahead, else of next year.
/// `find`, `due`, `check`, reminders and the app all give this one deadline.
public struct RegistrationEvent: Hashable, Sendable {
    /// Whether it is paid, due or late; `unknown` without the SRI's answer.
    public let status: RegistrationStatus
    /// The year whose payment it is.
    public let year: Int
    /// The plate's month, 1–11.
    public let month: Int
    /// The first day of the month it falls in.
    public let firstDay: CalendarDate
    /// The last day to pay without the late fine.
    public let deadline: CalendarDate
    /// What the SRI says is owed to register; nil without the SRI's answer, or when its
    /// answer said nothing of what is owed (`isAmountUnknown`).
    public let amountOwed: Money?
    /// The SRI's answer it rests on; nil without one.
    public let basis: FactBasis?

    /// An event of every value given.
    public init(
        status: RegistrationStatus, year: Int, month: Int, firstDay: CalendarDate,
        deadline: CalendarDate, amountOwed: Money?, basis: FactBasis?
    ) {
        self.status = status
        self.year = year
        self.month = month
        self.firstDay = firstDay
        self.deadline = deadline
        self.amountOwed = amountOwed
        self.basis = basis
    }

    /// What is to be paid with this payment, as the SRI says: its total while the year is
    /// unpaid and something is owed; nil when paid up, when nothing is owed, or without
    /// the SRI's answer. Every front end that names an amount beside the payment reads it.
    public var amountToPay: Money? {
        guard status.isUnpaid, let amountOwed, amountOwed > .zero else { return nil }
        return amountOwed
    }

    /// What the SRI says is owed that no unpaid payment carries (the year is paid up, or
    /// its status is not known): `due` lists it on its own; nil otherwise.
    public var amountOwedApart: Money? {
        guard !status.isUnpaid, let amountOwed, amountOwed > .zero else { return nil }
        return amountOwed
    }

    /// Whether the SRI answered without saying what is owed: the amount is not known,
    /// which is not the same as nothing owed.
    public var isAmountUnknown: Bool {
        basis != nil && amountOwed == nil
    }

    /// Whether the deadline had passed on `today` and the year is unpaid.
    public var isLate: Bool {
        if case .late = status { return true }
        return false
    }
}
