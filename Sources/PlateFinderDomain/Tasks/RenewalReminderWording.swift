import Foundation

/// The words of renewal reminders, supplied by the app layer in the user's language.
public protocol RenewalReminderWording: Sendable {
    /// A title of at most `TaskTitle.maximumLength` characters, e.g. `Matrícula PBX1234`.
    func title(for kind: RenewalReminderKind, plate: Plate) -> String
    /// A note saying what to do and why, e.g. the plate's month and the late fine, or the
    /// amount owed and its items, from what the sources said (`car`, `registration`).
    func note(
        for kind: RenewalReminderKind, plate: Plate, car: Car?, registration: SRIRegistration?,
        dueDate: CalendarDate
    )
        -> String
}
