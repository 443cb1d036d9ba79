import Foundation

/// Decides whether a registration is paid up, due or late, from the plate's month, the
/// last fiscal year paid and today, and which payment that makes the one that matters.
///
/// The payment for year Y falls in the plate's month of Y (`RegistrationCalendar`). With
/// the last year paid P and today in year T: P ≥ T is paid up; P = T − 1 is due later,
/// due this month or late depending on today's month (December is no plate's month, so
/// anyone unpaid is late by then); P < T − 1 skipped whole years and is late since the
/// plate's month of P + 1.
public enum RegistrationStatusPolicy {
    /// The status of `plate` whose registration was last paid for `lastPaidYear`, on
    /// `today`; `unknown` without a paid year or for a plate with no registration month.
    public static func status(
        for plate: Plate, lastPaidYear: Int?, today: CalendarDate
    ) -> RegistrationStatus {
        guard let lastPaidYear,
            let month = RegistrationCalendar.registrationMonth(for: plate)
        else { return .unknown }
        if lastPaidYear >= today.year { return .paidUp(year: lastPaidYear) }
        if lastPaidYear < today.year - 1 { return .late(sinceYear: lastPaidYear + 1, month: month) }
        if today.month < month { return .dueLater(month: month) }
        if today.month == month { return .dueThisMonth(month: month) }
        return .late(sinceYear: today.year, month: month)
    }

    /// The payment that matters for `plate` on `today`: the first year `lastPaidYear`
    /// leaves unpaid, or, without it, this year's while its deadline is ahead, else next
    /// year's; nil for a plate with no registration month.
    public static func event(
        for plate: Plate, lastPaidYear: Int?, amountOwed: Money? = nil, basis: FactBasis? = nil,
        today: CalendarDate
    ) -> RegistrationEvent? {
        guard let month = RegistrationCalendar.registrationMonth(for: plate) else { return nil }
        let status = status(for: plate, lastPaidYear: lastPaidYear, today: today)
        let year: Int
        switch status {
        case .paidUp(let paid): year = paid + 1
        case .dueLater, .dueThisMonth: year = today.year
        case .late(let since, _): year = since
        case .unknown:
            let isAhead =
                CalendarDate.lastDay(ofMonth: month, year: today.year).map { $0 >= today } ?? true
            year = isAhead ? today.year : today.year + 1
        }
        guard let firstDay = CalendarDate(year: year, month: month, day: 1),
            let deadline = CalendarDate.lastDay(ofMonth: month, year: year)
        else { return nil }
        return RegistrationEvent(
            status: status, year: year, month: month, firstDay: firstDay, deadline: deadline,
            amountOwed: amountOwed, basis: basis)
    }
}
