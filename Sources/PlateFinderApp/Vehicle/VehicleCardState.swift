import Foundation
import PlateFinderDomain
import PlateFinderPresentation

/// What a vehicle's place on a screen shows, decided once for every front end: nothing yet,
/// why the plate cannot be looked up, that it is being looked up (until a part lands), or
/// the report's card. Interruptions are not here: they go to the `ErrorHandler`'s alert.
public enum VehicleCardState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The plate cannot be looked up; the sentence says why.
    case refused(String)
    /// Asked, and no part landed yet; the sentence beside the spinner.
    case searching(String)
    /// The report's card, parts still asked saying so.
    case shown(VehicleReportCard)

    /// The state of `report` on `plate` (`asking` its sources still asked, `failure` why
    /// there is none), whose plate `isFavorite` when known; dates local to `timeZone`, ages
    /// counted up to `now`; `--timeout` advised only where `offersTimeoutOption`.
    public init(
        report: VehicleReport?, asking: Set<VehicleSource>, failure: AppError?, plate: Plate,
        isFavorite: Bool?, messages: Messages, timeZone: TimeZone, now: Date,
        offersTimeoutOption: Bool = true
    ) {
        if case .plate(let failure)? = failure {
            self = .refused(messages.sentence(for: failure, plate: plate))
            return
        }
        guard let report else {
            self = .idle
            return
        }
        let landed = VehicleSource.allCases.contains { report.asked($0) }
        guard landed || asking.isEmpty else {
            self = .searching(messages.searching(plate))
            return
        }
        self = .shown(
            VehicleReportCard(
                report: report, isFavorite: isFavorite, asking: asking, messages: messages,
                timeZone: timeZone, now: now, offersTimeoutOption: offersTimeoutOption))
    }

    /// The state of what `vehicle` holds, whose plate `isFavorite` when known.
    @MainActor
    public init(
        _ vehicle: VehicleReportViewModel, isFavorite: Bool?, messages: Messages,
        timeZone: TimeZone, now: Date, offersTimeoutOption: Bool = true
    ) {
        self.init(
            report: vehicle.report, asking: vehicle.asking, failure: vehicle.failure,
            plate: vehicle.plate ?? Plate(""), isFavorite: isFavorite, messages: messages,
            timeZone: timeZone, now: now, offersTimeoutOption: offersTimeoutOption)
    }
}
