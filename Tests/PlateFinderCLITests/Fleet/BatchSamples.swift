import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// Batch reports for the row formats' tests.
enum BatchSamples {
    /// 2026-11-30T00:53:20Z.
    static let fetchedAt = VehicleReports.now
    /// An hour before `fetchedAt`.
    static let savedAt = VehicleReports.savedAt

    /// PBX1234 found by both sources, the ANT's answer fresh, the SRI's saved: late since
    /// May 2026, owing USD 874.16.
    static let found = VehicleReports.report(
        ant: VehicleReports.asked(VehicleReports.car),
        sri: VehicleReports.saved(VehicleReports.registration), requestCount: 1)

    /// GBC4567: the ANT timed out, the SRI has no such vehicle.
    static let partial = VehicleReports.report(
        "GBC4567", ant: .failed(LookupFailure(.ant, .timedOut)),
        sri: .noData(.asked(at: fetchedAt)), requestCount: 4)

    /// AB123C, asked of the ANT only, which answered 503 every time.
    static let failed = VehicleReports.report(
        "AB123C", ant: .failed(LookupFailure(.ant, .busy(statusCode: 503, retryAfter: nil))),
        requestCount: 3)

    /// PBX1234 found by the ANT with `model`, and nothing else.
    static func car(model: String) -> VehicleReport {
        VehicleReports.report(
            ant: VehicleReports.saved(CarFactory.make(plate: "PBX1234", model: model)))
    }

    /// PBX1234 found by the ANT (its page counting 4 pending fines), with the fines grid's
    /// part `fines`.
    static func fines(_ fines: ReportPart<FinesReport>) -> VehicleReport {
        VehicleReports.report(
            ant: VehicleReports.asked(VehicleReports.car), fines: fines, requestCount: 2)
    }

    /// PBX1234 of which only the SRI answered: the ANT was out of reach.
    static let identifiedBySRI = VehicleReports.report(
        ant: .failed(LookupFailure(.ant, .unreachable)),
        fines: .failed(LookupFailure(.fines, .unreachable)),
        sri: VehicleReports.asked(VehicleReports.registration), requestCount: 2)

    /// PBX1234 whose ANT and fines answers are saved copies that stood in for the portal.
    static let standingIn = VehicleReports.report(
        ant: VehicleReports.saved(
            VehicleReports.car, standingInFor: LookupFailure(.ant, .unreachable)),
        fines: VehicleReports.saved(
            VehicleReports.fines, standingInFor: LookupFailure(.fines, .unreachable)),
        sri: VehicleReports.asked(VehicleReports.registration), requestCount: 2)

    /// Two pending fines, USD 51.70 and 43.70.
    static let pendingFines = VehicleReports.fines
}
