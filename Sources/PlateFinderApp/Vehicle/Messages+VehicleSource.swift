import Foundation
import PlateFinderDomain

extension Messages {
    /// The source as the subject of a sentence: `The ANT portal`, `The ANT's fines grid`,
    /// `The SRI's service`.
    public func sourceSubject(_ source: VehicleSource) -> String {
        switch source {
        case .ant: localized("The ANT portal", "El portal de la ANT")
        case .fines: localized("The ANT's fines grid", "La consulta de multas de la ANT")
        case .sri: localized("The SRI's service", "El servicio del SRI")
        }
    }

    /// The source inside a sentence: `the ANT portal`, `the ANT's fines grid`, `the SRI's
    /// service`.
    public func sourceObject(_ source: VehicleSource) -> String {
        switch source {
        case .ant: localized("the ANT portal", "el portal de la ANT")
        case .fines: localized("the ANT's fines grid", "la consulta de multas de la ANT")
        case .sri: localized("the SRI's service", "el servicio del SRI")
        }
    }

    /// The source in a word or two, as a card names where a part came from: `ANT portal`,
    /// `ANT fines grid`, `SRI`.
    public func sourceName(_ source: VehicleSource) -> String {
        switch source {
        case .ant: localized("ANT portal", "portal de la ANT")
        case .fines: localized("ANT fines grid", "consulta de multas de la ANT")
        case .sri: localized("SRI", "SRI")
        }
    }

    /// What the source answers with, as "did not answer with …" says it.
    func sourceAnswer(_ source: VehicleSource) -> String {
        switch source {
        case .ant: localized("its vehicle page", "su página de vehículos")
        case .fines: localized("its list of fines", "su lista de multas")
        case .sri: localized("the vehicle's dues", "los valores del vehículo")
        }
    }
}
