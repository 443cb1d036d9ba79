import Foundation

extension Messages {
    /// The vehicle a Shortcut names: `PBX1234: TOYOTA RAV4 2020.`
    func shortcutVehicle(plate: String, words: String) -> String {
        localized("\(plate): \(words).", "\(plate): \(words).")
    }

    /// The registration a Shortcut names: its status and, when something is owed, how much.
    func shortcutRegistration(status: String, owed: String?) -> String {
        guard let owed else {
            return localized("Registration: \(status).", "Matrícula: \(status).")
        }
        return localized(
            "Registration: \(status); \(owed) owed.", "Matrícula: \(status); se deben \(owed).")
    }

    /// The pending fines a Shortcut names: `Fines: 2 pending — USD 95.40.`
    func shortcutFines(_ summary: String) -> String {
        localized("Fines: \(summary).", "Multas: \(summary).")
    }

    /// How many fines are pending, when only the vehicle page counts them.
    func pendingFinesCount(_ count: Int) -> String {
        localized(
            "\(count) pending",
            "\(count) " + plural(count, one: "pendiente", other: "pendientes"))
    }
}
