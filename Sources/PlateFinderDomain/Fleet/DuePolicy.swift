import Foundation

/// What falls due for a fleet, read from saved answers on a given day: every date within
/// a window of days ahead, and every one already passed, overdue first.
///
/// - The registration payment falls due on the last day of the plate's month in the first
///   year the SRI's last paid year leaves unpaid; after that day it is late.
/// - What the SRI says is owed falls due with that payment, or today when no payment month
///   is pending (paid up, yet something is owed).
/// - The registration document expires on the day given by the most recently fetched
///   answer that gives one (the ANT's page or the SRI's record); the tint permit on the
///   ANT's day.
/// - Pending fines fall due on the earliest last day to pay among them; today when none
///   gives one.
public enum DuePolicy {
    /// How many days ahead a list looks by default.
    public static let defaultWindowDays = 60

    /// The items of `answers` due at most `withinDays` days after `today`, or already
    /// overdue: overdue first, then by day, plate and reason.
    public static func items(
        for answers: [DueAnswers], today: CalendarDate, withinDays: Int
    ) -> [DueItem] {
        let horizon = today.adding(days: max(0, withinDays)) ?? today
        return answers.flatMap { candidates(for: $0, today: today) }
            .filter { $0.dueDate <= horizon }
            .sorted(by: isBefore)
    }

    /// Every item the answers about one plate give, whatever its day.
    static func candidates(for answers: DueAnswers, today: CalendarDate) -> [DueItem] {
        var items: [DueItem] = []
        func add(_ reason: DueReason, on day: CalendarDate?, from fetchedAt: Date) {
            guard let day else { return }
            items.append(
                DueItem(
                    plate: answers.plate, reason: reason, dueDate: day, isOverdue: day < today,
                    fetchedAt: fetchedAt))
        }
        if let saved = answers.registration, let registration = saved.registration {
            let status = RegistrationStatusPolicy.status(
                for: answers.plate, lastPaidYear: registration.record.lastPaidYear, today: today)
            let payment = paymentDay(status, plate: answers.plate, today: today)
            add(.registrationPayment(status), on: payment, from: saved.fetchedAt)
            if registration.dues.isOwed {
                let pending = status.isPending ? payment : nil
                add(
                    .amountOwed(registration.dues.total), on: pending ?? today,
                    from: saved.fetchedAt)
            }
        }
        if let expiry = documentExpiry(answers) {
            add(.registrationExpiry, on: expiry.day, from: expiry.fetchedAt)
        }
        if let vehicle = answers.vehicle {
            add(
                .tintPermitExpiry, on: vehicle.car.tintExpirationCalendarDate,
                from: vehicle.fetchedAt)
        }
        if let fines = answers.fines, fines.pending.count > 0 {
            let payBy = fines.pending.fines.compactMap(\.payBy.day).min()
            add(
                .pendingFines(count: fines.pending.count, total: fines.pending.total),
                on: payBy ?? today, from: fines.fetchedAt)
        }
        return items
    }

    /// The last day of the month in which the payment `status` describes falls due; nil
    /// when nothing says when the registration was paid.
    private static func paymentDay(
        _ status: RegistrationStatus, plate: Plate, today: CalendarDate
    ) -> CalendarDate? {
        switch status {
        case .paidUp(let year):
            RegistrationCalendar.registrationMonth(for: plate).flatMap {
                CalendarDate.lastDay(ofMonth: $0, year: year + 1)
            }
        case .dueLater(let month), .dueThisMonth(let month):
            CalendarDate.lastDay(ofMonth: month, year: today.year)
        case .late(let year, let month):
            CalendarDate.lastDay(ofMonth: month, year: year)
        case .unknown:
            nil
        }
    }

    /// The document's expiry from the most recently fetched answer that gives one.
    private static func documentExpiry(
        _ answers: DueAnswers
    ) -> (day: CalendarDate, fetchedAt: Date)? {
        let fromANT = answers.vehicle.flatMap { saved in
            saved.car.expirationCalendarDate.map { (day: $0, fetchedAt: saved.fetchedAt) }
        }
        let fromSRI = answers.registration.flatMap { saved in
            saved.registration?.record.registrationExpirationDate.map {
                (day: $0, fetchedAt: saved.fetchedAt)
            }
        }
        return [fromANT, fromSRI].compactMap { $0 }.max { $0.fetchedAt < $1.fetchedAt }
    }

    private static func isBefore(_ lhs: DueItem, _ rhs: DueItem) -> Bool {
        if lhs.isOverdue != rhs.isOverdue { return lhs.isOverdue }
        if lhs.dueDate != rhs.dueDate { return lhs.dueDate < rhs.dueDate }
        if lhs.plate != rhs.plate { return lhs.plate.value < rhs.plate.value }
        return lhs.reason.rank < rhs.reason.rank
    }
}

extension RegistrationStatus {
    /// Whether a payment month is still to be met or already missed.
    fileprivate var isPending: Bool {
        switch self {
        case .dueLater, .dueThisMonth, .late: true
        case .paidUp, .unknown: false
        }
    }
}
