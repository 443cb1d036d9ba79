import Foundation

/// When a vehicle's renewals fall due, by the rules of the registration calendar.
public enum RenewalReminderPlanner {
    /// The reminders a vehicle needs, seen from `today`: the registration on the first day
    /// of the plate's month (its next occurrence, today included); the tint permit on the
    /// expiry `car` gives (today, when it has already expired); and, when the SRI's
    /// `registration` says something is owed, paying it — on the first day of the plate's
    /// month when that is still to come this year, today otherwise.
    public static func plan(
        for plate: Plate, car: Car?, registration: SRIRegistration? = nil, today: CalendarDate
    )
        -> [(kind: RenewalReminderKind, dueDate: CalendarDate)]
    {
        var plan: [(kind: RenewalReminderKind, dueDate: CalendarDate)] = []
        if let month = RegistrationCalendar.registrationMonth(for: plate),
            let due = nextFirstDay(of: month, from: today)
        {
            plan.append((.registration, due))
        }
        if let expiry = car?.tintExpirationCalendarDate {
            plan.append((.tintPermit, max(expiry, today)))
        }
        if let registration, registration.dues.isOwed {
            let status = RegistrationStatusPolicy.status(
                for: plate, lastPaidYear: registration.record.lastPaidYear, today: today)
            let due: CalendarDate =
                switch status {
                case .dueLater(let month):
                    CalendarDate(year: today.year, month: month, day: 1) ?? today
                case .paidUp, .dueThisMonth, .late, .unknown: today
                }
            plan.append((.dues, due))
        }
        return plan
    }

    private static func nextFirstDay(of month: Int, from today: CalendarDate) -> CalendarDate? {
        guard let thisYear = CalendarDate(year: today.year, month: month, day: 1) else {
            return nil
        }
        return thisYear >= today
            ? thisYear : CalendarDate(year: today.year + 1, month: month, day: 1)
    }
}
