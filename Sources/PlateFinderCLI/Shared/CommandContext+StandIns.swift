import PlateFinderApp
import PlateFinderDomain

extension CommandContext {
    /// Says on standard error, in `find`'s words, each saved copy of `report` that stood in
    /// for a source that could not be asked: that source's failure, and the day of the
    /// copy shown instead.
    func noteStandIns(_ report: VehicleReport) {
        // In the order `find` says them: the vehicle, what it owes, then its fines.
        for source in VehicleSource.allCases {
            if let origin = report.origin(of: source),
                let note = messages.standInNote(origin, of: source, timeZone: timeZone)
            {
                console.note(note)
            }
        }
    }
}
