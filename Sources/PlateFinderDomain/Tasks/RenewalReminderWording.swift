import Foundation

/// The words of renewal reminders, supplied by the app layer in the user's language.
public protocol RenewalReminderWording: Sendable {
    /// A title of at most `TaskTitle.maximumLength` characters, e.g. `Matrícula PBX1234`.
    func title(for kind: RenewalReminderKind, plate: Plate) -> String
    /// A note saying what to do, by when and why, from the vehicle's `facts`: the
    /// registration's deadline and what the SRI says is owed, the tint permit's expiry, the
    /// pending fines' count and total.
    func note(
        for kind: RenewalReminderKind, plate: Plate, facts: VehicleFacts, dueDate: CalendarDate
    ) -> String
}
