import Foundation
import PlateFinderDomain

extension Car {
    /// The same vehicle with every portal text passed through `ControlCharacterStripper`,
    /// so no cell can drive the terminal it is printed on.
    public var terminalSafe: Car {
        let strip = ControlCharacterStripper.strip
        return Car(
            plate: strip(plate), manufacturer: strip(manufacturer), colorName: strip(colorName),
            registrationYear: strip(registrationYear), model: strip(model),
            segment: strip(segment), registrationDate: strip(registrationDate),
            year: strip(year), service: strip(service), expirationDate: strip(expirationDate),
            tint: strip(tint), tintExpirationDate: strip(tintExpirationDate), fines: fines)
    }
}
