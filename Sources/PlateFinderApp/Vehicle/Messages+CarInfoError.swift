import Foundation
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person why looking `plate` up failed.
    public func sentence(for error: CarInfoError, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        switch error {
        case .networkError:
            return localized(
                "Could not reach the ANT portal; check the connection and try again.",
                "No se pudo conectar con el portal de la ANT; revise la conexión e inténtelo "
                    + "de nuevo."
            )
        case .serverError(let statusCode):
            return localized(
                "The ANT portal answered with an error (HTTP \(statusCode)); try again later.",
                "El portal de la ANT respondió con un error (HTTP \(statusCode)); inténtelo "
                    + "más tarde."
            )
        case .noDataFound:
            return localized(
                "The ANT portal has no data for the plate \(plate).",
                "El portal de la ANT no tiene datos para la placa \(plate).")
        case .parsingError(let detail):
            let detail = ControlCharacterStripper.strip(detail)
            return localized(
                "The ANT portal's page for \(plate) could not be understood: \(detail).",
                "No se pudo interpretar la página del portal de la ANT para \(plate): \(detail).")
        case .invalidPlateFormat:
            return localized(
                "The plate \(plate) is incomplete or invalid, so the portal was not asked.",
                "La placa \(plate) está incompleta o no es válida, así que no se consultó "
                    + "al portal."
            )
        case .portalUnavailable(let detail):
            let detail = ControlCharacterStripper.strip(detail)
            return localized(
                "The ANT portal did not answer with its vehicle page (\(detail)); try again "
                    + "later.",
                "El portal de la ANT no respondió con su página de vehículos (\(detail)); "
                    + "inténtelo más tarde.")
        case .timeout:
            return localized(
                "The ANT portal did not answer in time; try again later or raise --timeout.",
                "El portal de la ANT no respondió a tiempo; inténtelo más tarde o aumente "
                    + "--timeout."
            )
        }
    }
}
