import PlateFinderApp
import PlateFinderDomain

extension CommandContext {
    /// Says on standard error, in `find`'s words, each saved copy of `report` that stood in
    /// for a source that could not be asked: that source's failure, and the day of the
    /// copy shown instead.
    func noteStandIns(_ report: VehicleReport) {
        // In the card's order: the vehicle, its fines, then what it owes.
        for source in [VehicleSource.ant, .fines, .sri] {
            if let origin = report.origin(of: source),
                let note = messages.standInNote(origin, of: source, timeZone: timeZone)
            {
                console.note(note)
            }
        }
    }
}
