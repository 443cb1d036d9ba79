import Foundation
import PlateFinderDomain

extension Messages {
    /// Said when `platefinder favorites` has nothing to list.
    public var noFavorites: String {
        localized("There are no favourite plates yet.", "Todavía no hay placas favoritas.")
    }

    /// Whether `plate` is now a favourite, as a sentence.
    public func favoriteState(_ plate: Plate, isFavorite: Bool) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return isFavorite
            ? localized("\(plate) is a favourite.", "\(plate) es una placa favorita.")
            : localized("\(plate) is not a favourite.", "\(plate) no es una placa favorita.")
    }

    /// Said in a favourites list for a plate whose saved answers do not say what vehicle
    /// it is.
    public var vehicleUnknown: String {
        localized("vehicle unknown", "vehículo desconocido")
    }
}
