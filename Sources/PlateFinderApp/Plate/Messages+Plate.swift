import Foundation
import PlateFinderDomain

extension Messages {
    /// The name of a plate format, as a person would say it.
    public func formatName(_ format: PlateFormat) -> String {
        switch format {
        case .car: localized("car", "auto")
        case .bike: localized("motorcycle", "moto")
        case .special: localized("special", "especial")
        case .partiallyValid: localized("incomplete", "incompleta")
        case .invalid: localized("invalid", "inválida")
        case .empty: localized("empty", "vacía")
        }
    }

    /// Said when an old three-digit car plate was submitted and is used written with four
    /// digits, as the portals know it.
    public func writtenWithFourDigits(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "An old three-digit plate: used as \(plate), as the portals write it.",
            "Placa antigua de tres dígitos: se usa como \(plate), como la escriben los portales.")
    }
}
