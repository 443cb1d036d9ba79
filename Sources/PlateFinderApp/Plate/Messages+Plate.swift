import Foundation
import PlateFinderDomain

extension Messages {
    /// Said when an old three-digit car plate was submitted and is used written with four
    /// digits, as the portals know it.
    public func writtenWithFourDigits(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "An old three-digit plate: used as \(plate), as the portals write it.",
            "Placa antigua de tres dígitos: se usa como \(plate), como la escriben los portales.")
    }
}
