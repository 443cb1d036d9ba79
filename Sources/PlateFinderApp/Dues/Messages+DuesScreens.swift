import Foundation
import PlateFinderDomain
import PlateFinderPresentation

extension Messages {
    /// Shown on a vehicle card while the SRI is being asked.
    public var askingSRI: String {
        localized("asking the SRI…", "consultando al SRI…")
    }

    /// Why the SRI gave no answer, as a screen knows it.
    public func sentence(forSRI error: AppError) -> String {
        let plate = Plate("")
        let lookup = CarInfoError(answering: error)
        if case .interruption(.storage(let storeError)) = error {
            return sentence(for: storeError, path: "")
        }
        return sentence(forSRI: lookup, plate: plate)
    }
}
