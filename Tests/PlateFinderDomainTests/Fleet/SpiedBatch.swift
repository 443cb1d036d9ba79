import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A batch running the one lookup plan over three spies, each its source's loader and
/// store at once.
struct SpiedBatch {
    /// The batch.
    let sut: LookUpBatch
    /// The ANT's vehicle page and the saved vehicles.
    let ant: SourceSpy<Car>
    /// The SRI and its saved answers.
    let sri: SourceSpy<SRIRegistration>
    /// The fines grid and the saved fines.
    let fines: SourceSpy<FinesReport>

    /// A batch over fresh spies, dated by `BatchTestKit.clock`, its backoff unjittered.
    init() {
        ant = SourceSpy<Car>(.ant)
        sri = SourceSpy<SRIRegistration>(.sri)
        fines = SourceSpy<FinesReport>(.fines)
        let lookUp = LookUpVehicle(
            pages: ant, fines: fines, registrations: sri, vehicles: ant, savedFines: fines,
            savedRegistrations: sri, clock: BatchTestKit.clock)
        sut = LookUpBatch(lookUp: lookUp, random: { 1 })
    }

    /// Tracks every spy, so none outlives the test.
    func track(with tracker: LeakTracker) {
        tracker.track(ant)
        tracker.track(sri)
        tracker.track(fines)
    }
}
