import Foundation
import PlateFinderDomain

extension Messages {
    /// Said when an old three-digit car plate was submitted and is used written with four
    /// digits, as the portals know it: `ABC123 was written ABC0123, as the portals know old
    /// plates.`
    public func writtenWithFourDigits(_ typed: String, as plate: Plate) -> String {
        let typed = ControlCharacterStripper.strip(Plate(typed).value)
        return localized(
            "\(typed) is an old plate; it is used as \(plate.value), as the portals write it.",
            "\(typed) es una placa antigua; se usa como \(plate.value), como la escriben los "
                + "portales.")
    }
}
