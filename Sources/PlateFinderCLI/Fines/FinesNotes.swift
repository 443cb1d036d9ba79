import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What standard error says about the fines' part of a vehicle report: that a saved copy
/// stood in, or why the fines could not be read.
///
/// Said only when the vehicle came fresh from the portal (or was not asked): when the
/// portal failed for the vehicle, the fines failed with it, and its note already says so.
struct FinesNotes {
    /// The run's configuration, wording and console.
    let context: CommandContext

    /// Says what needs saying about `report`'s fines.
    func print(for report: VehicleReport) {
        switch report.ant {
        case .success(let result)? where result.portalFailure == nil: break
        case nil: break
        case .success?, .failure?: return
        }
        switch report.fines {
        case .success(let result)?:
            if let note = context.messages.finesCacheNote(for: result, timeZone: context.timeZone) {
                context.console.note(note)
            }
        case .failure(.lookup(let error))?:
            context.console.note(
                context.messages.sentence(forFines: error, plate: report.plate.plate))
        case .failure, nil: break
        }
    }
}
