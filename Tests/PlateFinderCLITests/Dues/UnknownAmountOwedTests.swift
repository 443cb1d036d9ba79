import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// An SRI answer that says nothing of what is owed leaves the amount unknown in what the
/// command line writes, never USD 0.00: `find --json`, the batch's CSV, JSON Lines and table.
struct UnknownAmountOwedTests {
    @Test func json_writesNullForTheAmountAndTheAgreement() {
        guard
            case .object(let sri) = RegistrationJSON.object(for: VehicleReports.asked(Self.silent))
        else {
            Issue.record("expected an object")
            return
        }

        #expect(sri["amountDue"] == .null)
        #expect(sri["totalsAgree"] == .null)
        #expect(sri["debts"] == .array([]))
    }

    @Test func json_stillWritesZero_whenTheSRISaysNothingIsOwed() {
        let paid = DuesFactory.registration(plate: "PBX1234", owedCents: 0)

        guard case .object(let sri) = RegistrationJSON.object(for: VehicleReports.asked(paid))
        else {
            Issue.record("expected an object")
            return
        }

        #expect(sri["amountDue"] == .string("0.00"))
        #expect(sri["totalsAgree"] == .bool(true))
    }

    @Test func batch_leavesTheAmountEmpty_inCSVAndNullInJSONLines() {
        let report = VehicleReports.report(sri: VehicleReports.asked(Self.silent), requestCount: 1)

        let csv = BatchCSV.line(for: BatchRow(report))
        let line = BatchJSONLine.object(
            for: report, tag: BatchInputTag(line: 1, input: "PBX1234"), isFavorite: false,
            messages: Messages(language: .english))

        let fields = csv.dropLast(2).split(separator: ",", omittingEmptySubsequences: false)
        #expect(fields[BatchCSV.columns.firstIndex(of: "amountDue") ?? 0] == "")
        #expect(!csv.contains("0.00"))
        guard case .object(let members) = line,
            case .object(let registration)? =
                members["registration"]
        else {
            Issue.record("expected the registration object")
            return
        }
        #expect(registration["amountDue"] == .null)
    }

    @Test(arguments: [
        (Language.english, "amount owed not given by the SRI"),
        (.spanish, "el SRI no indicó lo adeudado"),
    ])
    func batchTable_saysTheAmountWasNotGiven(language: Language, phrase: String) {
        let report = VehicleReports.report(sri: VehicleReports.asked(Self.silent), requestCount: 1)

        let line = BatchTableRow.line(
            for: BatchRow(report), messages: Messages(language: language),
            timeZone: VehicleReports.guayaquil, measure: { $0.count })

        #expect(line.contains(phrase))
    }

    // MARK: - Helpers

    /// PBX1234's answer saying nothing of what is owed.
    static let silent = DuesFactory.registration(plate: "PBX1234", owedCents: nil)
}
