import Foundation
import PlateFinderDomain

extension Messages {
    /// Shown on a vehicle card while the SRI is being asked.
    public var askingSRI: String {
        localized("asking the SRI…", "consultando al SRI…")
    }
}
