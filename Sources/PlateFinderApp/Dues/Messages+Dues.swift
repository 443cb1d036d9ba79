import Foundation
import PlateFinderDomain

extension Messages {
    /// The heading of the SRI's part of a vehicle's card.
    public var duesHeading: String {
        localized("Registration dues (SRI)", "Valores de matrícula (SRI)")
    }

    /// A row title of the dues card.
    public func label(_ label: DuesLabel) -> String {
        switch label {
        case .status: localized("Status", "Estado")
        case .total: localized("Total owed", "Total a pagar")
        case .items: localized("Items", "Rubros")
        case .notices: localized("Notices", "Avisos")
        case .canton: localized("Canton", "Cantón")
        case .cylinderCapacity: localized("Engine", "Cilindraje")
        case .country: localized("Made in", "País de fabricación")
        case .lastPaidYear: localized("Last paid year", "Último año pagado")
        case .lastInspection: localized("Last inspection", "Última revisión")
        case .source: localized("Answer", "Respuesta")
        }
    }

    /// Whether the registration is paid, in a few words: `Paid up for 2026`, `Due in
    /// March`, `Due this month (March)`, `Late since March 2025: a USD 25 fine applies`.
    public func registrationStatus(_ status: RegistrationStatus) -> String {
        let fine = ReminderWording.lateRegistrationFine
        switch status {
        case .paidUp(let year):
            return localized("Paid up for \(year)", "Al día por \(year)")
        case .dueLater(let month):
            let name = monthName(month) ?? "\(month)"
            return localized("Due in \(name)", "Vence en \(name)")
        case .dueThisMonth(let month):
            let name = monthName(month) ?? "\(month)"
            return localized("Due this month (\(name))", "Vence este mes (\(name))")
        case .late(let year, let month):
            let name = monthName(month) ?? "\(month)"
            return localized(
                "Late since \(name) \(year): a USD \(fine) fine applies",
                "Atrasada desde \(name) de \(year): aplica una multa de USD \(fine)")
        case .unknown:
            return localized("Unknown", "Desconocido")
        }
    }

    /// Said when the SRI has no vehicle with the plate.
    public func notRegisteredAtSRI(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "The SRI has no vehicle with the plate \(plate).",
            "El SRI no tiene un vehículo con la placa \(plate).")
    }

    /// Said when the SRI's items do not add up to its total, which stands.
    public func duesTotalsDisagree(itemsSum: Money?) -> String {
        let sum = itemsSum.map(money) ?? "?"
        return localized(
            "The items add up to \(sum), not to the SRI's total; the SRI's total is what is owed.",
            "Los rubros suman \(sum), no el total del SRI; lo que se debe es el total del SRI.")
    }

    /// One sentence that tells a person why the SRI gave no answer about `plate`.
    public func sentence(forSRI error: CarInfoError, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        switch error {
        case .networkError:
            return localized(
                "Could not reach the SRI's service; check the connection and try again.",
                "No se pudo conectar con el servicio del SRI; revise la conexión e inténtelo "
                    + "de nuevo.")
        case .serverError(let statusCode):
            return localized(
                "The SRI's service answered with an error (HTTP \(statusCode)); try again later.",
                "El servicio del SRI respondió con un error (HTTP \(statusCode)); inténtelo más "
                    + "tarde.")
        case .timeout:
            return localized(
                "The SRI's service did not answer in time; try again later or raise --timeout.",
                "El servicio del SRI no respondió a tiempo; inténtelo más tarde o aumente "
                    + "--timeout.")
        case .portalUnavailable(let detail):
            let detail = ControlCharacterStripper.strip(detail)
            return localized(
                "The SRI's service is not available (\(detail)); try again later.",
                "El servicio del SRI no está disponible (\(detail)); inténtelo más tarde.")
        case .noDataFound:
            return notRegisteredAtSRI(Plate(plate))
        case .parsingError(let detail):
            let detail = ControlCharacterStripper.strip(detail)
            return localized(
                "The SRI's answer for \(plate) could not be understood: \(detail).",
                "No se pudo interpretar la respuesta del SRI para \(plate): \(detail).")
        case .invalidPlateFormat:
            return sentence(for: error, plate: Plate(plate))
        }
    }

    /// Where the SRI's answer came from: `SRI, 2026-11-29 09:03`, or the saved copy and why
    /// the SRI could not answer.
    public func registrationSource(
        _ result: RegistrationLookupResult, timeZone: TimeZone
    ) -> String {
        let date = DateText.local(result.source.fetchedAt, timeZone: timeZone)
        guard result.source.isCache else { return localized("SRI, \(date)", "SRI, \(date)") }
        return localized("saved copy of \(date)", "copia guardada del \(date)")
            + (result.serviceFailure.map { " (" + failureSummary($0) + ")" } ?? "")
    }

    /// The sentence that says the SRI's part comes from its saved copy because the SRI
    /// could not answer; nil for a fresh answer, or a saved one read without asking.
    public func registrationCacheNote(
        for result: RegistrationLookupResult, timeZone: TimeZone
    ) -> String? {
        guard result.source.isCache, result.serviceFailure != nil else { return nil }
        let date = DateText.local(result.source.fetchedAt, timeZone: timeZone)
        return localized(
            "The SRI could not answer, so its part is the copy saved on \(date).",
            "El SRI no pudo responder, así que su parte es la copia guardada el \(date).")
    }
}
