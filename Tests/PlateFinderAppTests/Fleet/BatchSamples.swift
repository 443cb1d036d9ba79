import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

/// Batch results for the row formats' tests.
enum BatchSamples {
    /// 2026-11-30T00:53:20Z.
    static let fetchedAt = Date(timeIntervalSince1970: 1_796_000_000)
    /// An hour before `fetchedAt`.
    static let savedAt = fetchedAt - 3_600

    /// PBX1234 found by both sources, the ANT's answer fresh, the SRI's saved: late since
    /// May 2026, owing USD 874.16.
    static let found = BatchResult(
        plate: Plate("PBX1234"),
        ant: .fresh(
            SourceAnswer(CarFactory.make(plate: "PBX1234"), fetchedAt: fetchedAt), unsaved: nil),
        sri: .saved(
            SourceAnswer(
                DuesFactory.registration(plate: "PBX1234", lastPaidYear: 2025, owedCents: 87_416),
                fetchedAt: savedAt)),
        registrationStatus: .late(sinceYear: 2026, month: 5), requestCount: 1)

    /// GBC4567: the ANT timed out, the SRI has no such vehicle.
    static let partial = BatchResult(
        plate: Plate("GBC4567"), ant: .failed(.timeout),
        sri: .fresh(SourceAnswer(nil, fetchedAt: fetchedAt), unsaved: nil),
        registrationStatus: .unknown, requestCount: 4)

    /// AB123C, asked of the ANT only, which answered 503 every time.
    static let failed = BatchResult(
        plate: Plate("AB123C"), ant: .failed(.serverError(statusCode: 503)), sri: nil,
        registrationStatus: .unknown, requestCount: 3)

    /// PBX1234 found by the ANT with `model`, and nothing else.
    static func car(model: String) -> BatchResult {
        BatchResult(
            plate: Plate("PBX1234"),
            ant: .saved(
                SourceAnswer(CarFactory.make(plate: "PBX1234", model: model), fetchedAt: savedAt)),
            sri: nil, registrationStatus: .unknown, requestCount: 0)
    }

    /// PBX1234 found by the ANT (its page counting 1 pending fine), with the fines grid's
    /// `fines` (nil: not asked).
    static func fines(_ fines: BatchPart<FineList>?) -> BatchResult {
        BatchResult(
            plate: Plate("PBX1234"),
            ant: .fresh(
                SourceAnswer(CarFactory.make(plate: "PBX1234"), fetchedAt: fetchedAt),
                unsaved: nil),
            sri: nil, fines: fines, registrationStatus: .unknown, requestCount: 2)
    }

    /// Two pending fines, USD 51.70 and 43.70.
    static let pendingFines = FineList(
        status: .pending,
        fines: [
            FinesFactory.fine(citation: "A1", totalCents: 5_170),
            FinesFactory.fine(citation: "A2", issuedOn: "2025-09-01", totalCents: 4_370),
        ])
}
