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
        case .deadline: localized("Deadline", "Fecha límite")
        case .source: localized("Source", "Fuente")
        }
    }

    /// Whether the registration is paid, in a few words: `Paid up for 2026`, `Due in
    /// March`, `Due this month (March)`, `Late since March 2025: a USD 25 fine applies`.
    public func registrationStatus(_ status: RegistrationStatus) -> String {
        let fine = ReminderWording.lateRegistrationFine
        switch status {
        case .paidUp(let year):
            return localized("Paid up for \(year)", "Al día hasta \(year)")
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

    /// What stands for the total owed when the SRI's answer did not say it.
    public var amountOwedUnknown: String {
        localized("Unknown: the SRI did not say", "Desconocido: el SRI no lo indicó")
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
}
