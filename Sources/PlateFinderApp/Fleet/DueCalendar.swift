import Foundation
import PlateFinderData
import PlateFinderDomain

/// What falls due as an iCalendar calendar, written by the same writer as the tasks: one
/// to-do per item, due on its day, the plate in CATEGORIES, worded in the person's
/// language, and saying when the answer it comes from was fetched.
///
/// An item's UID is made of its reason, plate and day, so exporting the same list again
/// updates an app's to-dos instead of duplicating them.
public enum DueCalendar {
    /// The calendar of `items`, in order, stamped at `now`; saved answers' dates are local
    /// to `timeZone`.
    public static func calendar(
        for items: [DueItem], messages: Messages, timeZone: TimeZone, now: Date
    ) -> String {
        let todos = items.map { item in
            let fetched = DateText.local(item.fetchedAt, timeZone: timeZone)
            let source = messages.localized(
                "From the answer saved on \(fetched).", "Según la respuesta guardada el \(fetched)."
            )
            return ICSTodo(
                uid: uid(of: item), summary: messages.dueTitle(item),
                description: messages.dueDetail(item) + "\n" + source,
                category: item.plate.value, due: item.dueDate)
        }
        return ICSCalendarWriter.calendar(
            of: todos, now: now, productVersion: PlateFinderVersion.current)
    }

    /// The UID of `item` in every export: `due-<reason>-<plate>-<day>@platefinder`.
    public static func uid(of item: DueItem) -> String {
        let reason =
            switch item.reason {
            case .registrationPayment: "registration-payment"
            case .registrationExpiry: "registration-expiry"
            case .tintPermitExpiry: "tint-permit-expiry"
            case .pendingFines, .pendingFinesNotRead: "pending-fines"
            case .amountOwed: "sri-dues"
            }
        return "due-\(reason)-\(item.plate.value.lowercased())-\(item.dueDate.isoString)"
            + "@platefinder"
    }
}
