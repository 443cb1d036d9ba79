import Foundation
import PlateFinderDomain

extension Messages {
    /// What falls due, as a title naming the plate: `Registration payment PBX1234`,
    /// `Sale prohibited PCQ5129`.
    public func dueTitle(_ item: DueItem) -> String {
        let plate = ControlCharacterStripper.strip(item.plate.value)
        let title =
            switch item.reason {
            case .saleProhibited: dueBlockerTitle(.saleProhibited)
            case .vehicleBlocked: dueBlockerTitle(.vehicleBlocked)
            case .registrationPayment: localized("Registration payment", "Pago de matrícula")
            case .registrationExpiry: localized("Registration expiry", "Caducidad de matrícula")
            case .tintPermitExpiry: localized("Tint permit expiry", "Caducidad del polarizado")
            case .pendingFines, .pendingFinesNotRead:
                localized("Pending fines", "Multas pendientes")
            case .amountOwed: localized("SRI dues", "Valores del SRI")
            }
        return title + " " + plate
    }

    /// What falls due, in one sentence that says what to do and why.
    public func dueDetail(_ item: DueItem) -> String {
        let day = item.dueDate.isoString
        switch item.reason {
        case .saleProhibited(let notice):
            return dueBlockerDetail(.saleProhibited, text: notice, fetchedAt: item.fetchedAt)
        case .vehicleBlocked(let status):
            return dueBlockerDetail(.vehicleBlocked, text: status, fetchedAt: item.fetchedAt)
        case .registrationPayment(let event):
            var owed =
                event.amountToPay.map { amount in
                    localized(
                        " The SRI says \(money(amount)) is owed.",
                        " El SRI indica que se deben \(money(amount)).")
                } ?? ""
            if event.isAmountUnknown {
                owed = localized(
                    " The SRI did not say what is owed.", " El SRI no indicó cuánto se debe.")
            }
            return capitalizedFirst(registrationStatusPhrase(event.status)) + "." + owed
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
        case .pendingFinesNotRead(let counted, let listed?):
            return localized("The pending fines ", "Las multas pendientes ")
                + finesUnread(FineCountMismatch(status: .pending, listed: listed, counted: counted))
                + "."
        case .pendingFinesNotRead(let counted, nil):
            let counted = counted ?? 0
            return localized(
                "The ANT's page counts \(counted) pending "
                    + "\(plural(counted, one: "fine", other: "fines")); the fines grid was not "
                    + "read, so what they add up to is not known.",
                "La página de la ANT cuenta \(counted) "
                    + "\(plural(counted, one: "multa pendiente", other: "multas pendientes")); no "
                    + "se leyó la consulta de multas, así que no se sabe cuánto suman.")
        case .amountOwed(let amount):
            return localized(
                "The SRI says \(money(amount)) is owed to register.",
                "El SRI indica que se deben \(money(amount)) para matricular.")
        }
    }

    /// How old a saved answer is at `now`: `fetched just now`, `fetched 3 days ago`.
    public func answerAge(fetchedAt: Date, now: Date) -> String {
        localized("fetched ", "consultado ") + age(since: fetchedAt, now: now)
    }

    /// Whether the registration is paid, as a short phrase.
    public func registrationStatusPhrase(_ status: RegistrationStatus) -> String {
        switch status {
        case .paidUp(let year):
            localized("registration paid for \(year)", "matrícula pagada hasta \(year)")
        case .dueLater(let month):
            localized(
                "registration due in \(monthName(month) ?? "?")",
                "matrícula vence en \(monthName(month) ?? "?")")
        case .dueThisMonth(let month):
            localized(
                "registration due this month (\(monthName(month) ?? "?"))",
                "matrícula vence este mes (\(monthName(month) ?? "?"))")
        case .late(let year, let month):
            localized(
                "registration late since \(monthName(month) ?? "?") \(year)",
                "matrícula atrasada desde \(monthName(month) ?? "?") de \(year)")
        case .unknown:
            localized("registration status unknown", "estado de la matrícula desconocido")
        }
    }

    /// The mark of an item whose day has passed.
    public var overdueMark: String { localized("overdue", "vencido") }

    /// What the Due view shows when the favourites have nothing due.
    public var nothingDueForFavorites: String {
        localized(
            "Nothing the favourites' saved answers show falls due soon.",
            "Nada de lo que dicen las respuestas guardadas de las favoritas vence pronto.")
    }
}
