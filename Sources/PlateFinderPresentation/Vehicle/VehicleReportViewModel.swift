import Foundation
import Observation
import PlateFinderDomain

/// One vehicle's report on a screen: the single lookup every front end runs, each part
/// shown as it lands, so a slow source never holds back another's answer.
///
/// The search screen looks plates up with it under `find`'s freshness; the history and
/// favourites screens open their plates with it under `openedVehicle`'s (what is saved,
/// else asked). A newer lookup, or `cancel()`, drops what the one before would still say.
/// The vehicle's own source failing for want of an answer interrupts through the
/// `ErrorHandler`, with a retry; every other part's failure stays in its part.
@MainActor
@Observable
public final class VehicleReportViewModel {
    /// The plate asked about; nil before a lookup.
    public private(set) var plate: Plate?
    /// The report so far: the parts that landed, the others not asked yet; nil before a
    /// lookup and when the plate could not be looked up.
    public private(set) var report: VehicleReport?
    /// The sources still being asked.
    public private(set) var asking: Set<VehicleSource> = []
    /// Why there is no report to show, or why the store could not keep it: an incomplete
    /// stored plate, or a store that cannot be used.
    public private(set) var failure: AppError?
    /// What each lookup asks, and how fresh its answers must be.
    public let options: LookupOptions

    @ObservationIgnored private let lookUp: LookUpVehicle
    @ObservationIgnored private let errorHandler: ErrorHandler
    @ObservationIgnored private let clock: DayClock
    @ObservationIgnored private let operation = LatestOperation()

    /// Reports made by `lookUp` as `options` ask, their facts judged on `clock`'s today;
    /// interruptions go to `errorHandler`.
    public init(
        lookUp: LookUpVehicle, options: LookupOptions, errorHandler: ErrorHandler,
        clock: DayClock
    ) {
        self.lookUp = lookUp
        self.options = options
        self.errorHandler = errorHandler
        self.clock = clock
    }

    /// Whether a source is still being asked.
    public var isLoading: Bool { !asking.isEmpty }

    /// Looks `plate` up; an interruption offers `retry`. Returns whether the report was
    /// delivered (false when a newer lookup or `cancel()` replaced it).
    @discardableResult
    public func load(_ plate: LookupPlate, retry: @escaping ErrorHandler.RetryAction) async -> Bool
    {
        self.plate = plate.plate
        failure = nil
        report = VehicleReport(plate: plate, today: clock.today())
        asking = options.sources
        return await operation.run(
            reporting: { [lookUp, options] progress in
                await lookUp(plate, options, progress: progress)
            },
            progress: { [weak self] update in self?.land(update) },
            deliver: { [weak self] report in self?.finish(report, retry: retry) })
    }

    /// Opens `plate`, a stored plate submitted again (a list keeps whatever its file held);
    /// one that is not complete is shown as such, without a lookup.
    @discardableResult
    public func open(_ plate: Plate, retry: @escaping ErrorHandler.RetryAction) async -> Bool {
        let submission = PlateSubmission(plate.value)
        guard let lookupPlate = submission.lookupPlate else {
            cancel()
            self.plate = plate
            failure = .plate(.invalidPlate(submission.format))
            return true
        }
        return await load(lookupPlate, retry: retry)
    }

    /// Stops the lookup in flight and shows nothing.
    public func cancel() {
        operation.cancel()
        plate = nil
        report = nil
        asking = []
        failure = nil
    }

    private func land(_ update: ReportUpdate) {
        report = report?.updating(update)
        asking.remove(update.source)
    }

    private func finish(_ report: VehicleReport, retry: @escaping ErrorHandler.RetryAction) {
        self.report = report
        asking = []
        if let store = report.unusableStore {
            failure = errorHandler.report(AppError(store), retry: retry)
            return
        }
        // The vehicle's own source, the ANT's page, or whatever left nothing answered.
        guard let failure = report.ant.failedWith ?? report.failureWhenUnanswered else { return }
        errorHandler.report(AppError(failure), retry: retry)
    }
}

extension ReportPart {
    /// The failure of a part that gave no answer at all (no saved copy stood in).
    fileprivate var failedWith: LookupFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}
