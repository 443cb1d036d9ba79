import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// `find --json`'s `sri` and `registrationStatus` objects.
@Suite struct RegistrationJSONTests {
    @Test(arguments: [
        (RegistrationStatus.paidUp(year: 2026), "paidUp", nil as Int?, 2026 as Int?),
        (.dueLater(month: 5), "dueLater", 5, nil),
        (.dueThisMonth(month: 11), "dueThisMonth", 11, nil),
        (.late(sinceYear: 2025, month: 2), "late", 2, 2025),
        (.unknown, "unknown", nil, nil),
    ])
    func status_writesItsStateMonthAndYear(
        status: RegistrationStatus, state: String, month: Int?, year: Int?
    ) {
        #expect(
            RegistrationJSON.object(for: status)
                == .object([
                    "state": .string(state), "month": .int(orNull: month),
                    "year": .int(orNull: year),
                ]))
    }

    @Test func part_isNull_whenTheSRIWasNotAsked() {
        #expect(RegistrationJSON.object(for: ReportPart<SRIRegistration>.notAsked) == .null)
    }

    @Test func part_writesTheRecordAndDues_whenTheSRIAnswered() {
        let sri = members(
            RegistrationJSON.object(for: VehicleReports.asked(VehicleReports.registration)))

        #expect(sri["status"] == .string("answered"))
        #expect(sri["source"] == .string("portal"))
        #expect(sri["fetchedAt"] == .string("2026-11-30T00:53:20Z"))
        #expect(sri["failure"] == .null)
        #expect(sri["lastPaidYear"] == .int(2025))
        #expect(sri["canton"] == .string("QUITO"))
        #expect(sri["registrationExpirationDate"] == .string("2028-06-27"))
        #expect(sri["amountDue"] == .string("874.16"))
        #expect(sri["totalsAgree"] == .bool(true))
    }

    @Test func part_keepsEveryKey_nullWithoutAnAnswer() {
        let answered = members(
            RegistrationJSON.object(for: VehicleReports.asked(VehicleReports.registration)))
        let failed = members(
            RegistrationJSON.object(
                for: ReportPart<SRIRegistration>.failed(LookupFailure(.sri, .timedOut))))

        #expect(Set(failed.keys) == Set(answered.keys))
        #expect(failed["status"] == .string("failed"))
        #expect(failed["amountDue"] == .null)
        #expect(failed["lastPaidYear"] == .null)
        #expect(
            failed["failure"]
                == .object([
                    "code": .string("timeout"), "statusCode": .null, "source": .string("sri"),
                ]))
    }

    @Test func part_saysNotRegistered_andWhenTheSRISaidSo() {
        let sri = members(
            RegistrationJSON.object(
                for: ReportPart<SRIRegistration>.noData(
                    .saved(at: VehicleReports.savedAt, standingInFor: nil))))

        #expect(sri["status"] == .string("notRegistered"))
        #expect(sri["source"] == .string("cache"))
        #expect(sri["fetchedAt"] == .string("2026-11-29T23:53:20Z"))
    }

    // MARK: - Helpers

    private func members(_ value: JSONValue) -> [String: JSONValue] {
        guard case .object(let members) = value else { return [:] }
        return members
    }
}
