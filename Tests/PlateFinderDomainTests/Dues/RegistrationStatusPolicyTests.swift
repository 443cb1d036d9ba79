import PlateFinderDomain
import Testing

/// The rules of SRI.md, "The registration calendar and am I late?".
struct RegistrationStatusPolicyTests {
    /// Last digit → month: 1 February … 9 October, 0 November.
    static let months = [
        (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9), (9, 10), (0, 11),
    ]

    @Test(arguments: months)
    func status_isPaidUp_whenThisYearOrLaterIsPaid(digit: Int, month: Int) {
        for today in [day(2026, 1, 1), day(2026, month, 15), day(2026, 12, 31)] {
            #expect(status(digit, lastPaid: 2026, today) == .paidUp(year: 2026))
            #expect(status(digit, lastPaid: 2027, today) == .paidUp(year: 2027))
        }
    }

    @Test(arguments: months)
    func status_followsThePlatesMonth_whenOnlyLastYearIsPaid(digit: Int, month: Int) {
        #expect(status(digit, lastPaid: 2025, day(2026, month - 1, 28)) == .dueLater(month: month))
        #expect(status(digit, lastPaid: 2025, day(2026, month, 1)) == .dueThisMonth(month: month))
        #expect(status(digit, lastPaid: 2025, day(2026, month, 28)) == .dueThisMonth(month: month))
        #expect(
            status(digit, lastPaid: 2025, day(2026, month + 1, 1))
                == .late(sinceYear: 2026, month: month))
    }

    @Test(arguments: months)
    func status_isDueLater_inJanuary_andLate_inDecember(digit: Int, month: Int) {
        #expect(status(digit, lastPaid: 2025, day(2026, 1, 31)) == .dueLater(month: month))
        #expect(
            status(digit, lastPaid: 2025, day(2026, 12, 1)) == .late(sinceYear: 2026, month: month))
    }

    @Test(arguments: months)
    func status_isLateSinceTheFirstUnpaidYear_whenWholeYearsWereSkipped(digit: Int, month: Int) {
        #expect(
            status(digit, lastPaid: 2024, day(2026, 1, 5)) == .late(sinceYear: 2025, month: month))
        #expect(
            status(digit, lastPaid: 2020, day(2026, 12, 31)) == .late(sinceYear: 2021, month: month)
        )
    }

    @Test func status_movesWithTheYear_acrossNewYear() {
        // PBX1231: February. Paid for 2025: on 31 Dec 2025 paid up, on 1 Jan 2026 due later,
        // on 1 Mar 2026 late; a year on, still unpaid, late since February 2026.
        #expect(status(1, lastPaid: 2025, day(2025, 12, 31)) == .paidUp(year: 2025))
        #expect(status(1, lastPaid: 2025, day(2026, 1, 1)) == .dueLater(month: 2))
        #expect(status(1, lastPaid: 2025, day(2026, 3, 1)) == .late(sinceYear: 2026, month: 2))
        #expect(status(1, lastPaid: 2025, day(2027, 1, 1)) == .late(sinceYear: 2026, month: 2))
    }

    @Test func status_isUnknown_withoutAPaidYear_orACompletePlate() {
        #expect(
            RegistrationStatusPolicy.status(
                for: Plate("PBX1231"), lastPaidYear: nil, today: day(2026, 5, 1)) == .unknown)
        #expect(
            RegistrationStatusPolicy.status(
                for: Plate("PBX12"), lastPaidYear: 2025, today: day(2026, 5, 1)) == .unknown)
    }

    @Test func status_appliesToMotorcycleAndSpecialPlates_byTheirLastDigit() {
        let today = day(2026, 6, 10)
        #expect(
            RegistrationStatusPolicy.status(for: Plate("IB123C"), lastPaidYear: 2025, today: today)
                == .late(sinceYear: 2026, month: 4))
        #expect(
            RegistrationStatusPolicy.status(for: Plate("CD1239"), lastPaidYear: 2025, today: today)
                == .dueLater(month: 10))
    }

    // MARK: - Helpers

    private func status(_ digit: Int, lastPaid: Int, _ today: CalendarDate) -> RegistrationStatus {
        RegistrationStatusPolicy.status(
            for: Plate("PBX123\(digit)"), lastPaidYear: lastPaid, today: today)
    }

    private func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("not a day: \(year)-\(month)-\(day)")
        }
        return date
    }
}
