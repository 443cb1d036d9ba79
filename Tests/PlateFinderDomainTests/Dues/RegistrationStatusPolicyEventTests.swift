import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The one registration payment that matters, and its deadline: the first year the SRI
/// leaves unpaid; without the SRI, this year's while its deadline is ahead, else next
/// year's.
struct RegistrationStatusPolicyEventTests {
    /// One row: the plate (its last digit sets the month), the last year paid (nil: no SRI
    /// answer), today, then the status, the event's year, first day and deadline.
    struct Row: Sendable, CustomTestStringConvertible {
        let plate: String
        let lastPaid: Int?
        let today: CalendarDate
        let status: RegistrationStatus
        let year: Int
        let firstDay: CalendarDate
        let deadline: CalendarDate

        var testDescription: String {
            "\(plate) paid \(lastPaid.map(String.init) ?? "?") on \(today)"
        }
    }

    static let rows: [Row] = [
        // PBX1234 registers in May.
        row("PBX1234", 2025, (2026, 3, 15), .dueLater(month: 5), 2026, (2026, 5, 1), (2026, 5, 31)),
        row(
            "PBX1234", 2025, (2026, 5, 31), .dueThisMonth(month: 5), 2026, (2026, 5, 1),
            (2026, 5, 31)),
        row(
            "PBX1234", 2025, (2026, 6, 1), .late(sinceYear: 2026, month: 5), 2026, (2026, 5, 1),
            (2026, 5, 31)),
        // Whole years skipped: late since the first, however late it is now.
        row(
            "PBX1234", 2023, (2026, 3, 1), .late(sinceYear: 2024, month: 5), 2024, (2024, 5, 1),
            (2024, 5, 31)),
        // Paid up: next year's payment is the one ahead.
        row("PBX1234", 2026, (2026, 3, 15), .paidUp(year: 2026), 2027, (2027, 5, 1), (2027, 5, 31)),
        row("PBX1234", 2027, (2026, 3, 15), .paidUp(year: 2027), 2028, (2028, 5, 1), (2028, 5, 31)),
        // No SRI answer: this year's while its deadline is ahead, the last day included.
        row("PBX1234", nil, (2026, 1, 15), .unknown, 2026, (2026, 5, 1), (2026, 5, 31)),
        row("PBX1234", nil, (2026, 5, 31), .unknown, 2026, (2026, 5, 1), (2026, 5, 31)),
        row("PBX1234", nil, (2026, 6, 1), .unknown, 2027, (2027, 5, 1), (2027, 5, 31)),
        // December is no plate's month: an unpaid November plate is late by then.
        row(
            "PBX1230", 2025, (2026, 12, 1), .late(sinceYear: 2026, month: 11), 2026, (2026, 11, 1),
            (2026, 11, 30)),
        row("PBX1230", nil, (2026, 12, 31), .unknown, 2027, (2027, 11, 1), (2027, 11, 30)),
        row(
            "PBX1230", 2026, (2026, 12, 31), .paidUp(year: 2026), 2027, (2027, 11, 1),
            (2027, 11, 30)),
        // February's deadline follows leap years.
        row("PBX1231", nil, (2027, 3, 1), .unknown, 2028, (2028, 2, 1), (2028, 2, 29)),
        row(
            "PBX1231", 2026, (2027, 2, 10), .dueThisMonth(month: 2), 2027, (2027, 2, 1),
            (2027, 2, 28)),
    ]

    @Test(arguments: rows)
    func event_isTheFirstUnpaidYearsPayment_dueByTheLastDayOfThePlatesMonth(row: Row) throws {
        let event = try #require(
            RegistrationStatusPolicy.event(
                for: Plate(row.plate), lastPaidYear: row.lastPaid, today: row.today))

        #expect(event.status == row.status)
        #expect(event.year == row.year)
        #expect(event.firstDay == row.firstDay)
        #expect(event.deadline == row.deadline)
        #expect(event.month == row.firstDay.month)
    }

    @Test func event_carriesWhatTheSRISaysIsOwed_andTheAnswerItRestsOn() {
        let basis = FactBasis(source: .sri, origin: .asked(at: StubbedLookup.now))

        let event = RegistrationStatusPolicy.event(
            for: Plate("PBX1234"), lastPaidYear: 2025, amountOwed: Money(cents: 87_416),
            basis: basis, today: TaskFactory.day(2026, 3, 15))

        #expect(event?.amountOwed == Money(cents: 87_416))
        #expect(event?.basis == basis)
    }

    @Test func event_isNone_forAPlateWithNoRegistrationMonth() {
        #expect(
            RegistrationStatusPolicy.event(
                for: Plate("PBX12"), lastPaidYear: 2025, today: TaskFactory.day(2026, 3, 15))
                == nil)
    }

    @Test func facts_judgeTheEvent_fromTheSRIsAnswer_onTheReportsDay() {
        let dues = DuesFactory.registration(plate: "PBX1234", lastPaidYear: 2025, owedCents: 874)
        let origin = AnswerOrigin.asked(at: StubbedLookup.now)

        let report = VehicleReport(
            plate: .complete("PBX1234"), sri: .answered(dues, origin),
            today: TaskFactory.day(2026, 6, 1))

        #expect(report.facts.registration?.status == .late(sinceYear: 2026, month: 5))
        #expect(report.facts.registration?.amountOwed == Money(cents: 874))
        #expect(report.facts.registration?.basis == FactBasis(source: .sri, origin: origin))
    }

    /// What is to pay with the payment, and what is owed apart from it, read once by `due`,
    /// its JSON and reminders alike.
    @Test(
        arguments: [
            (RegistrationStatus.late(sinceYear: 2026, month: 5), 874, 874, nil),
            (.dueLater(month: 5), 0, nil, nil),
            (.paidUp(year: 2026), 874, nil, 874),
            (.unknown, 874, nil, 874),
        ] as [(RegistrationStatus, Int, Int?, Int?)])
    func amounts_sayWhatIsToPay_onlyWhileUnpaidAndOwed(
        status: RegistrationStatus, owedCents: Int, toPay: Int?, apart: Int?
    ) {
        let event = RegistrationEvent(
            status: status, year: 2026, month: 5, firstDay: TaskFactory.day(2026, 5, 1),
            deadline: TaskFactory.day(2026, 5, 31), amountOwed: Money(cents: owedCents),
            basis: nil)

        #expect(event.amountToPay == toPay.map { Money(cents: $0) })
        #expect(event.amountOwedApart == apart.map { Money(cents: $0) })
    }

    // MARK: - Helpers

    private static func row(
        _ plate: String, _ lastPaid: Int?, _ today: (Int, Int, Int), _ status: RegistrationStatus,
        _ year: Int, _ firstDay: (Int, Int, Int), _ deadline: (Int, Int, Int)
    ) -> Row {
        Row(
            plate: plate, lastPaid: lastPaid, today: TaskFactory.day(today.0, today.1, today.2),
            status: status, year: year,
            firstDay: TaskFactory.day(firstDay.0, firstDay.1, firstDay.2),
            deadline: TaskFactory.day(deadline.0, deadline.1, deadline.2))
    }
}
