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
    /// `Polarizado PBX1234`, `Fines PBX1234` / `Multas PBX1234` (and, for earlier versions'
    /// dues reminders, `SRI dues PBX1234` /
    /// `Deuda SRI PBX1234`): at most 20 characters for every complete plate (7 at most).
    public func title(for kind: RenewalReminderKind, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return switch kind {
        case .registration: messages.localized("Registration ", "Matrícula ") + plate
        case .tintPermit: messages.localized("Tint permit ", "Polarizado ") + plate
        case .fines: messages.localized("Fines ", "Multas ") + plate
        case .dues: messages.localized("SRI dues ", "Deuda SRI ") + plate
        }
    }

    /// The registration note names the payment's month and deadline, the plate's last digit
    /// that sets it and the late fine — or, once late, since when — and what the SRI says
    /// is owed when it said; the tint note names the expiry day and whether it has passed; the
    /// fines note names how many are pending and what they add up to, as `find` shows them.
    public func note(
        for kind: RenewalReminderKind, plate: Plate, facts: VehicleFacts, dueDate: CalendarDate
    ) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        switch kind {
        // Earlier versions' dues reminders stand for the registration's.
        case .registration, .dues:
            guard let event = facts.registration else { return "" }
            return registrationNote(plate: plate, event: event)
        case .tintPermit:
            let expiry = facts.tintExpiry?.value ?? dueDate
            return tintNote(plate: plate, expiry: expiry, hasExpired: expiry < dueDate)
        case .fines:
            guard case .listed(let list, _) = facts.pendingFines else { return "" }
            return finesNote(plate: plate, list: list)
        }
    }

    private func registrationNote(plate: String, event: RegistrationEvent) -> String {
        let month = messages.monthName(event.month) ?? ""
        let deadline = event.deadline.isoString
        let digit = plate.last(where: { $0.isASCII && $0.isNumber }).map { " (\($0))" } ?? ""
        let fine = Self.lateRegistrationFine
        let payment =
            event.isLate
            ? messages.localized(
                "The annual registration of \(plate) is late since \(month) \(event.year): its "
                    + "deadline was \(deadline), and the USD \(fine) fine applies. Pay it now.",
                "La matrícula anual de \(plate) está atrasada desde \(month) de \(event.year): "
                    + "su fecha límite fue el \(deadline) y aplica la multa de USD \(fine). "
                    + "Páguela ya.")
            : messages.localized(
                "Renew the annual registration of \(plate) in \(month), by \(deadline): the ANT "
                    + "sets the month by the plate's last digit\(digit). Missing it costs a USD "
                    + "\(fine) fine.",
                "Renueve la matrícula anual de \(plate) en \(month), hasta el \(deadline): la ANT "
                    + "fija el mes según el último dígito de la placa\(digit). No hacerlo cuesta "
                    + "una multa de USD \(fine).")
        guard let owed = event.amountToPay else { return payment }
        return payment
            + messages.localized(
                " The SRI says \(messages.money(owed)) is owed to register.",
                " El SRI indica que se deben \(messages.money(owed)) para matricular.")
    }

    private func finesNote(plate: String, list: FineList) -> String {
        let total = messages.money(list.total)
        return list.count == 1
            ? messages.localized(
                "\(plate) has 1 pending traffic fine, \(total) in all; pay it so it does not "
                    + "hold up the registration.",
                "\(plate) tiene 1 multa de tránsito pendiente, \(total) en total; páguela para "
                    + "que no detenga la matrícula.")
            : messages.localized(
                "\(plate) has \(list.count) pending traffic fines, \(total) in all; pay them so "
                    + "they do not hold up the registration.",
                "\(plate) tiene \(list.count) multas de tránsito pendientes, \(total) en total; "
                    + "páguelas para que no detengan la matrícula.")
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
