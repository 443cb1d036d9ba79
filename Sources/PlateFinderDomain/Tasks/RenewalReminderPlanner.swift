import Foundation

/// When a vehicle's renewals fall due, by the rules of the registration calendar.
public enum RenewalReminderPlanner {
    /// The reminders `car` needs, seen from `today`: the registration on the first day of
    /// the plate's month (its next occurrence, today included), and the tint permit on its
    /// expiry (today, when it has already expired).
    public static func plan(
        for plate: Plate, car: Car, today: CalendarDate
    )
        -> [(kind: RenewalReminderKind, dueDate: CalendarDate)]
    {
        var plan: [(kind: RenewalReminderKind, dueDate: CalendarDate)] = []
        if let month = RegistrationCalendar.registrationMonth(for: plate),
            let due = nextFirstDay(of: month, from: today)
        {
            plan.append((.registration, due))
        }
        if let expiry = car.tintExpirationCalendarDate {
            plan.append((.tintPermit, max(expiry, today)))
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
