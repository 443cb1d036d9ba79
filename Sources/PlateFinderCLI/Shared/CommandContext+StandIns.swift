import PlateFinderApp
import PlateFinderDomain

extension CommandContext {
    /// Says on standard error, in `find`'s words, each saved copy of `report` that stood in
    /// for a source that could not be asked: that source's failure, and the day of the
    /// copy shown instead.
    func noteStandIns(_ report: VehicleReport) {
        let origins = [
            (VehicleSource.ant, report.ant.origin), (.fines, report.fines.origin),
            (.sri, report.sri.origin),
        ]
        for case (let source, let origin?) in origins {
            if let note = messages.standInNote(origin, of: source, timeZone: timeZone) {
                console.note(note)
            }
        }
    }
}
