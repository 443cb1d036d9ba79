import Foundation
import PlateFinderDomain

/// Reports for the renderers' tests, their facts derived by the domain from the parts
/// given, judged on `today`.
public enum VehicleReports {
    /// 2026-11-30T00:53:20Z: 2026-11-29 19:53 in Guayaquil.
    public static let now = Date(timeIntervalSince1970: 1_796_000_000)
    /// An hour before `now`.
    public static let savedAt = now - 3_600
    /// The day the facts are judged on.
    public static let today = TaskFactory.day(2026, 11, 29)
    /// Guayaquil's time zone.
    public static let guayaquil = TaskFactory.ecuador

    /// The report on `plate` of the parts given.
    public static func report(
        _ plate: String = "PBX1234", ant: ReportPart<Car> = .notAsked,
        fines: ReportPart<FinesReport> = .notAsked, sri: ReportPart<SRIRegistration> = .notAsked,
        requestCount: Int = 0, storeFailures: [VehicleSource: StoreError] = [:]
    ) -> VehicleReport {
        VehicleReport(
            plate: .complete(plate), ant: ant, fines: fines, sri: sri, today: today,
            requestCount: requestCount, storeFailures: storeFailures)
    }

    /// `answer`, asked just now.
    public static func asked<Answer>(_ answer: Answer) -> ReportPart<Answer> {
        .answered(answer, .asked(at: now))
    }

    /// `answer`, a copy saved an hour ago, standing in for `failure` when given.
    public static func saved<Answer>(
        _ answer: Answer, standingInFor failure: LookupFailure? = nil
    ) -> ReportPart<Answer> {
        .answered(answer, .saved(at: savedAt, standingInFor: failure))
    }

    /// The ANT's vehicle PBX1234 (its page counting 4 pending fines).
    public static let car = CarFactory.make(plate: "PBX1234")

    /// The SRI's PBX1234, last paid for 2025 (so late since May 2026), owing USD 874.16.
    public static let registration = DuesFactory.registration(
        plate: "PBX1234", lastPaidYear: 2025, owedCents: 87_416)

    /// Two pending fines of PBX1234, USD 51.70 and 43.70.
    public static let fines = FinesFactory.report(
        plate: "PBX1234",
        fines: [
            FinesFactory.fine(citation: "A1", totalCents: 5_170),
            FinesFactory.fine(citation: "A2", issuedOn: "2025-09-01", totalCents: 4_370),
        ])
}
