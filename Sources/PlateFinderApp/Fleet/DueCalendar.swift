import Foundation
import PlateFinderData
import PlateFinderDomain

/// What falls due as an iCalendar calendar, written by the same writer as the tasks: one
/// to-do per item, due on its day, the plate in CATEGORIES, worded in the person's
/// language, and saying when the answer it comes from was fetched.
///
/// An item's UID is made of its reason, plate and day, so exporting the same list again
/// updates an app's to-dos instead of duplicating them; what stops the vehicle has no day
/// in its UID, so a refresh on another day updates the same to-do.
public enum DueCalendar {
    /// The calendar of `items`, in order, stamped at `now`; saved answers' dates are local
    /// to `timeZone`.
    public static func calendar(
        for items: [DueItem], messages: Messages, timeZone: TimeZone, now: Date
    ) -> String {
        var seen: [String: Int] = [:]
        let todos = items.map { item in
            // A second notice of the same kind for the plate gets a to-do of its own.
            let occurrence = seen[uid(of: item), default: 0] + 1
            seen[uid(of: item)] = occurrence
            let fetched = DateText.local(item.fetchedAt, timeZone: timeZone)
            let source = messages.localized(
                "From the answer saved on \(fetched).", "Según la respuesta guardada el \(fetched)."
            )
            return ICSTodo(
                uid: uid(of: item, occurrence: occurrence), summary: messages.dueTitle(item),
                description: messages.dueDetail(item) + "\n" + source,
                category: item.plate.value, due: item.dueDate)
        }
        return ICSCalendarWriter.calendar(
            of: todos, now: now, productVersion: PlateFinderVersion.current)
    }

    /// The UID of `item` in every export: `due-<reason>-<plate>-<day>@platefinder`, and
    /// `due-<reason>-<plate>@platefinder` for what stops the vehicle; an `occurrence` after
    /// the first of the same UID in one calendar ends `-<occurrence>` before the `@`.
    public static func uid(of item: DueItem, occurrence: Int = 1) -> String {
        let suffix = occurrence > 1 ? "-\(occurrence)@platefinder" : "@platefinder"
        let plate = item.plate.value.lowercased()
        let reason =
            switch item.reason {
            case .saleProhibited: "sale-prohibited"
            case .vehicleBlocked: "vehicle-blocked"
            case .registrationPayment: "registration-payment"
            case .registrationExpiry: "registration-expiry"
            case .tintPermitExpiry: "tint-permit-expiry"
            case .pendingFines, .pendingFinesNotRead: "pending-fines"
            case .amountOwed: "sri-dues"
            }
        switch item.reason {
        case .saleProhibited, .vehicleBlocked:
            return "due-\(reason)-\(plate)" + suffix
        case .registrationPayment, .registrationExpiry, .tintPermitExpiry, .pendingFines,
            .pendingFinesNotRead, .amountOwed:
            return "due-\(reason)-\(plate)-\(item.dueDate.isoString)" + suffix
        }
    }
}
