import Foundation
import PlateFinderDomain

/// The words of renewal reminders in the person's language: a title that names the plate
/// within the 20-character rule, and a note that says what to do, by when and why.
public struct ReminderWording: RenewalReminderWording {
    /// The fine for missing the registration month, in US dollars.
    public static let lateRegistrationFine = 25

    private let messages: Messages

    /// Reminders worded in `language`.
    public init(language: Language) {
        messages = Messages(language: language)
    }

    /// `Registration PBX1234` / `Matrícula PBX1234`, `Tint permit PBX1234` /
    /// `Polarizado PBX1234`, `SRI dues PBX1234` / `Deuda SRI PBX1234`: at most 20 characters
    /// for every complete plate (7 at most).
    public func title(for kind: RenewalReminderKind, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return switch kind {
        case .registration: messages.localized("Registration ", "Matrícula ") + plate
        case .tintPermit: messages.localized("Tint permit ", "Polarizado ") + plate
        case .dues: messages.localized("SRI dues ", "Deuda SRI ") + plate
        }
    }

    /// The registration note names the month, the plate's last digit that sets it and the
    /// late fine; the tint note names the expiry day and whether it has passed; the dues
    /// note names the total owed and what it is made of.
    public func note(
        for kind: RenewalReminderKind, plate: Plate, car: Car?, registration: SRIRegistration?,
        dueDate: CalendarDate
    ) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        switch kind {
        case .registration:
            return registrationNote(plate: plate, dueDate: dueDate)
        case .tintPermit:
            let expiry = car?.tintExpirationCalendarDate ?? dueDate
            return tintNote(plate: plate, expiry: expiry, hasExpired: expiry < dueDate)
        case .dues:
            return duesNote(plate: plate, dues: registration?.dues ?? .none)
        }
    }

    /// The most items a dues note lists; the rest are counted, so the note stays short.
    static let listedDuesItems = 6

    private func duesNote(plate: String, dues: RegistrationDues) -> String {
        let items = dues.debts.flatMap(\.items)
        var parts = items.prefix(Self.listedDuesItems).map { item in
            let period = item.fiscalPeriod.isEmpty ? "" : " (\(item.fiscalPeriod))"
            return ControlCharacterStripper.strip(item.description) + period + " "
                + messages.money(item.amount)
        }
        if items.count > Self.listedDuesItems {
            let more = items.count - Self.listedDuesItems
            parts.append(messages.localized("and \(more) more", "y \(more) más"))
        }
        let total = messages.money(dues.total)
        let list = parts.joined(separator: "; ")
        return messages.localized(
            "Pay the \(total) the SRI says \(plate) owes to register: \(list).",
            "Pague los \(total) que el SRI indica que \(plate) debe para matricular: \(list).")
    }

    /// The reminder falls on the first day of the registration month, so its month is it.
    private func registrationNote(plate: String, dueDate: CalendarDate) -> String {
        let month = messages.monthName(dueDate.month) ?? dueDate.isoString
        let digit = plate.last(where: { $0.isASCII && $0.isNumber }).map { " (\($0))" } ?? ""
        let fine = Self.lateRegistrationFine
        return messages.localized(
            "Renew the annual registration of \(plate) in \(month): the ANT sets the month by "
                + "the plate's last digit\(digit). Missing it costs a USD \(fine) fine.",
            "Renueve la matrícula anual de \(plate) en \(month): la ANT fija el mes según el "
                + "último dígito de la placa\(digit). No hacerlo cuesta una multa de USD \(fine)."
        )
    }

    private func tintNote(plate: String, expiry: CalendarDate, hasExpired: Bool) -> String {
        let day = expiry.isoString
        return hasExpired
            ? messages.localized(
                "The tint permit of \(plate) expired on \(day); renew it now to keep the tinted "
                    + "windows legal.",
                "El permiso de polarizado de \(plate) caducó el \(day); renuévelo ya para "
                    + "mantener los vidrios polarizados en regla.")
            : messages.localized(
                "The tint permit of \(plate) expires on \(day); renew it by then to keep the "
                    + "tinted windows legal.",
                "El permiso de polarizado de \(plate) caduca el \(day); renuévelo antes para "
                    + "mantener los vidrios polarizados en regla.")
    }
}
