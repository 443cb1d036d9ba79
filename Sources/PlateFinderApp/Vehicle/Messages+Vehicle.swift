import Foundation
import PlateFinderDomain

extension Messages {
    /// Shown beside the spinner while `plate` is looked up.
    public func searching(_ plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized("Searching \(plate)…", "Buscando \(plate)…")
    }

    /// The title of the card row that says where the vehicle comes from.
    public var sourceLabel: String { label(CardLabel.source) }

    /// Said where a source's part will be while the source is asked: `asking the ANT
    /// portal…`.
    public func asking(_ source: VehicleSource) -> String {
        switch source {
        case .ant: localized("asking the ANT portal…", "consultando al portal de la ANT…")
        case .fines: askingFines
        case .sri: askingSRI
        }
    }

    /// Said of a part only saved answers were wanted for, when none is saved.
    public var nothingSaved: String {
        localized("nothing saved", "no hay nada guardado")
    }

    /// Said of a part cancellation cut short.
    public var cutShort: String {
        localized("cut short", "interrumpida")
    }
}
