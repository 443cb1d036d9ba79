import Foundation
import PlateFinderDomain

extension Messages {
    /// What falls due, as a title naming the plate: `Registration payment PBX1234`.
    public func dueTitle(_ item: DueItem) -> String {
        let plate = ControlCharacterStripper.strip(item.plate.value)
        let title =
            switch item.reason {
            case .registrationPayment: localized("Registration payment", "Pago de matrícula")
            case .registrationExpiry: localized("Registration expiry", "Caducidad de matrícula")
            case .tintPermitExpiry: localized("Tint permit expiry", "Caducidad del polarizado")
            case .pendingFines: localized("Pending fines", "Multas pendientes")
            case .amountOwed: localized("SRI dues", "Valores del SRI")
            }
        return title + " " + plate
    }

    /// What falls due, in one sentence that says what to do and why.
    public func dueDetail(_ item: DueItem) -> String {
        let day = item.dueDate.isoString
        switch item.reason {
        case .registrationPayment(let status):
            return capitalizedFirst(registrationStatusPhrase(status)) + "."
        case .registrationExpiry:
            return item.isOverdue
                ? localized(
                    "The registration document expired on \(day).",
                    "La matrícula caducó el \(day).")
                : localized(
                    "The registration document expires on \(day).",
                    "La matrícula caduca el \(day).")
        case .tintPermitExpiry:
            return item.isOverdue
                ? localized(
                    "The tint permit expired on \(day).",
                    "El permiso de polarizado caducó el \(day).")
                : localized(
                    "The tint permit expires on \(day).",
                    "El permiso de polarizado caduca el \(day).")
        case .pendingFines(let count, let total):
            return localized(
                "\(count) pending \(plural(count, one: "fine", other: "fines")), "
                    + "\(money(total)) in all.",
                "\(count) \(plural(count, one: "multa pendiente", other: "multas pendientes")), "
                    + "\(money(total)) en total.")
        case .amountOwed(let amount):
            return localized(
                "The SRI says \(money(amount)) is owed to register.",
                "El SRI indica que se deben \(money(amount)) para matricular.")
        }
    }

    /// How old a saved answer is at `now`, in the largest whole unit: `fetched 3 days ago`.
    public func answerAge(fetchedAt: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(fetchedAt)))
        let (number, english, spanish): (Int, String, String) =
            switch seconds {
            case ..<3_600: (seconds / 60, "minute", "minuto")
            case ..<86_400: (seconds / 3_600, "hour", "hora")
            default: (seconds / 86_400, "day", "día")
            }
        let ending = plural(number, one: "", other: "s")
        return localized(
            "fetched \(number) \(english)\(ending) ago",
            "consultado hace \(number) \(spanish)\(ending)")
    }

    private func capitalizedFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
