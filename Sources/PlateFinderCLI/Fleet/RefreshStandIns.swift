import Foundation
import PlateFinderDomain

/// The sources a refresh could not ask, one entry a plate and source, with why: a saved
/// copy stood in for each, so `due` can say the refresh did not bring them up to date.
actor RefreshStandIns {
    private var failures: [LookupFailure] = []

    /// Keeps the failures `report`'s saved copies stand in for, each under the part it
    /// stood in for (the fines grid's host is the ANT's, but its part is the fines).
    func record(_ report: VehicleReport) {
        for source in VehicleSource.allCases {
            if let failure = report.origin(of: source)?.standInFailure {
                failures.append(LookupFailure(source, failure.reason))
            }
        }
    }

    /// Every failure kept, in the order the plates' results came.
    func all() -> [LookupFailure] { failures }
}
