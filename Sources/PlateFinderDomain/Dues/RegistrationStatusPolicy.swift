import Foundation

/// Decides whether a registration is paid up, due or late, from the plate's month, the
/// last fiscal year paid and today.
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
}
