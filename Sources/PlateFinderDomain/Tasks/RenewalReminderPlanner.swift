import Foundation

/// When a vehicle's renewals fall due, from its report's facts.
public enum RenewalReminderPlanner {
    /// The reminders a vehicle needs, seen from `today`: the registration payment that
    /// matters (`RegistrationEvent`) on the first day of its month, or today once that day
    /// has passed; the tint permit on the expiry the ANT gives (today, when it has already
    /// expired); the pending fines the grid lists, today, when there are any. Nothing else:
    /// what the SRI says is owed is in the registration's note.
    public static func plan(
        for facts: VehicleFacts, today: CalendarDate
    ) -> [(kind: RenewalReminderKind, dueDate: CalendarDate)] {
        var plan: [(kind: RenewalReminderKind, dueDate: CalendarDate)] = []
        if let event = facts.registration {
            plan.append((.registration, max(today, event.firstDay)))
        }
        if let expiry = facts.tintExpiry {
            plan.append((.tintPermit, max(expiry.value, today)))
        }
        if case .listed(let list, _) = facts.pendingFines, list.count > 0 {
            plan.append((.fines, today))
        }
        return plan
    }

    /// Whether `saved`, a saved reminder of the vehicle `facts` are about (the caller
    /// matches its plate), already is the reminder of `kind` due on `dueDate` that `facts`
    /// want: still pending, or done for the same renewal — the same registration payment
    /// (due on or after its month's first day), or the tint permit due the same day. A
    /// dues reminder made by an earlier PlateFinder counts as the registration's. The fines
    /// reminder stands while it is pending, whatever day it was due: one per plate.
    static func stands(
        _ saved: TaskItem, for kind: RenewalReminderKind, dueDate: CalendarDate,
        facts: VehicleFacts
    ) -> Bool {
        switch (kind, saved.reminder) {
        case (.registration, .registration?), (.registration, .dues?):
            guard saved.isDone else { return true }
            guard let firstDay = facts.registration?.firstDay, let due = saved.dueDate?.day
            else { return false }
            return due >= firstDay
        case (.tintPermit, .tintPermit?), (.dues, .dues?):
            return !saved.isDone || saved.dueDate?.day == dueDate
        case (.fines, .fines?):
            return !saved.isDone
        case (_, nil), (.registration, .tintPermit?), (.registration, .fines?), (.tintPermit, _),
            (.dues, _), (.fines, _):
            return false
        }
    }
}
