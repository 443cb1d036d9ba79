import Foundation

/// What falls due for a fleet, read from each plate's report on a given day: every date
/// within a window of days ahead, and every one already passed, overdue first.
///
/// - The registration payment that matters (`RegistrationEvent`) falls due on its
///   deadline, once, carrying what the SRI says is owed; after that day it is late. It is
///   listed when the SRI answered.
/// - What the SRI says is owed while the registration is paid up falls due today.
/// - The registration document expires on the report's day (the ANT's, else the SRI's);
///   the tint permit on the ANT's day.
/// - Pending fines fall due on the earliest last day to pay among them, today when none
///   gives one; fines the page counts but the grid did not list, today.
/// - What `PurchaseCheck` finds stops the vehicle (a sale prohibition, a blocking) is
///   overdue from the day of the answer that says so, whatever the window: it does not
///   wait for a date, it stops a sale now.
public enum DuePolicy {
    /// How many days ahead a list looks by default.
    public static let defaultWindowDays = 60

    /// The items of `reports` due at most `withinDays` days after `today`, or already
    /// overdue: overdue first, then by day, plate and reason. An answer's day is read in
    /// `timeZone`, the one `today` is decided in.
    public static func items(
        for reports: [VehicleReport], today: CalendarDate, timeZone: TimeZone, withinDays: Int
    ) -> [DueItem] {
        let horizon = today.adding(days: max(0, withinDays)) ?? today
        return reports.flatMap { candidates(for: $0, today: today, timeZone: timeZone) }
            .filter { $0.isOverdue || $0.dueDate <= horizon }
            .sorted(by: isBefore)
    }

    /// Every item one plate's report gives, whatever its day.
    static func candidates(
        for report: VehicleReport, today: CalendarDate, timeZone: TimeZone
    ) -> [DueItem] {
        let facts = report.facts
        var items = blockerItems(for: report, timeZone: timeZone)
        func add(_ reason: DueReason, on day: CalendarDate?, from basis: FactBasis) {
            guard let day else { return }
            items.append(
                DueItem(
                    plate: report.plate.plate, reason: reason, dueDate: day,
                    isOverdue: day < today, fetchedAt: basis.fetchedAt))
        }
        if let event = facts.registration, let basis = event.basis {
            switch event.status {
            case .dueLater, .dueThisMonth, .late, .paidUp:
                add(.registrationPayment(event), on: event.deadline, from: basis)
            case .unknown: break
            }
            if let owed = event.amountOwedApart {
                add(.amountOwed(owed), on: today, from: basis)
            }
        }
        if let expiry = facts.registrationExpiry {
            add(.registrationExpiry, on: expiry.value, from: expiry.basis)
        }
        if let expiry = facts.tintExpiry {
            add(.tintPermitExpiry, on: expiry.value, from: expiry.basis)
        }
        switch facts.pendingFines {
        case .listed(let list, let basis) where list.count > 0:
            let payBy = list.fines.compactMap(\.payBy.day).min()
            add(
                .pendingFines(count: list.count, total: list.total), on: payBy ?? today, from: basis
            )
        case .unread(let mismatch, let basis)
        where mismatch.listed > 0 || (mismatch.counted ?? 0) > 0:
            add(
                .pendingFinesNotRead(counted: mismatch.counted, listed: mismatch.listed),
                on: today, from: basis)
        case .counted(let count, let basis) where count > 0:
            add(.pendingFinesNotRead(counted: count, listed: nil), on: today, from: basis)
        case .listed, .unread, .counted, .unknown: break
        }
        return items
    }

    /// One overdue item per sale prohibition or blocking the purchase check finds, dated
    /// the day of the answer it rests on.
    private static func blockerItems(
        for report: VehicleReport, timeZone: TimeZone
    ) -> [DueItem] {
        PurchaseCheck(report: report).findings.compactMap { finding in
            guard case .sourceText(let text) = finding.detail else { return nil }
            let reason: DueReason
            switch finding.kind {
            case .saleProhibited: reason = .saleProhibited(text)
            case .vehicleBlocked: reason = .vehicleBlocked(text)
            case .unknownStatus, .registrationLate, .finesPending, .registrationExpired,
                .tintExpired, .registrationDueThisMonth, .finesDisputed, .finesInAgreement,
                .identityMismatch:
                return nil
            }
            return DueItem(
                plate: report.plate.plate, reason: reason,
                dueDate: CalendarDate(instant: finding.asOf, in: timeZone), isOverdue: true,
                fetchedAt: finding.asOf)
        }
    }

    private static func isBefore(_ lhs: DueItem, _ rhs: DueItem) -> Bool {
        if lhs.isOverdue != rhs.isOverdue { return lhs.isOverdue }
        if lhs.dueDate != rhs.dueDate { return lhs.dueDate < rhs.dueDate }
        if lhs.plate != rhs.plate { return lhs.plate.value < rhs.plate.value }
        return lhs.reason.rank < rhs.reason.rank
    }
}
