import Foundation
import PlateFinderPresentation

extension Messages {
    /// One sentence that tells a person why a text is not a link PlateFinder can open; it
    /// never repeats the text itself.
    public func sentence(forLink error: DeepLinkError) -> String {
        switch error {
        case .malformed:
            localized(
                "That is not a link; write one like platefinder://search/PBX1234.",
                "Eso no es un enlace; escriba uno como platefinder://search/PBX1234.")
        case .tooLong:
            localized(
                "The link is longer than \(DeepLink.maximumLength) bytes.",
                "El enlace tiene más de \(DeepLink.maximumLength) bytes.")
        case .wrongScheme:
            localized(
                "Only platefinder:// links can be opened, for example "
                    + "platefinder://search/PBX1234.",
                "Solo se pueden abrir enlaces platefinder://, por ejemplo "
                    + "platefinder://search/PBX1234.")
        case .unknownHost:
            localized(
                "The link names no screen; use search/PLATE, history, favorites or tasks after "
                    + "platefinder://.",
                "El enlace no nombra ninguna pantalla; use search/PLACA, history, favorites o "
                    + "tasks después de platefinder://.")
        case .missingPlate:
            localized(
                "The search link has no plate; write it after search/, for example "
                    + "platefinder://search/PBX1234.",
                "El enlace de búsqueda no tiene placa; escríbala después de search/, por ejemplo "
                    + "platefinder://search/PBX1234.")
        case .invalidPlate(let format):
            localized(
                "The plate in the link is not complete (\(formatName(format))): a plate looks "
                    + "like ABC1234 (car), AB123A (motorcycle) or CD1234 (special).",
                "La placa del enlace no está completa (\(formatName(format))): una placa tiene "
                    + "la forma ABC1234 (auto), AB123A (moto) o CD1234 (especial).")
        case .invalidTaskID:
            localized(
                "The task in the link is not a valid identifier (a UUID).",
                "La tarea del enlace no es un identificador válido (un UUID).")
        case .unexpectedPath:
            localized(
                "The link has more after the screen's name than that screen takes.",
                "El enlace tiene más de lo que la pantalla admite después de su nombre.")
        case .unexpectedComponent:
            localized(
                "PlateFinder links take no user, password, port, query or fragment.",
                "Los enlaces de PlateFinder no admiten usuario, contraseña, puerto, consulta ni "
                    + "fragmento.")
        }
    }
}
