import Foundation
import PlateFinderDomain

extension Messages {
    /// What a task line shows for a task without a due day.
    public var noDueDate: String { localized("no date", "sin fecha") }

    /// What follows the due day of a pending task whose day has passed.
    public var overdue: String { localized("overdue", "vencida") }

    /// Said when no reminder applies to the vehicle.
    public func noReminders(plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "No renewal reminder applies to \(plate).",
            "Ningún recordatorio de renovación corresponde a \(plate).")
    }
}
