import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What falls due, on an injected day, from each plate's report: which dates, which ones
/// are in the window, and in what order.
struct DuePolicyTests {
    /// 2026-03-15: PBX1234 registers in May, PBX1232 in March, GBC4561 in February.
    private static let today = TaskFactory.day(2026, 3, 15)
    private static let fetched = Date(timeIntervalSince1970: 1_773_000_000)

    @Test(arguments: [
        (
            "PBX1234", 2025, RegistrationStatus.dueLater(month: 5), TaskFactory.day(2026, 5, 31),
            false
        ),
        ("PBX1232", 2025, .dueThisMonth(month: 3), TaskFactory.day(2026, 3, 31), false),
        ("GBC4561", 2025, .late(sinceYear: 2026, month: 2), TaskFactory.day(2026, 2, 28), true),
        ("PBX1234", 2023, .late(sinceYear: 2024, month: 5), TaskFactory.day(2024, 5, 31), true),
        ("PBX1234", 2026, .paidUp(year: 2026), TaskFactory.day(2027, 5, 31), false),
    ])
    func candidates_dueTheRegistrationPayment_onTheLastDayOfThePlatesMonth(
        plate: String, lastPaidYear: Int, status: RegistrationStatus, due: CalendarDate,
        overdue: Bool
    ) throws {
        let report = report(plate, registration: registration(plate, lastPaidYear: lastPaidYear))

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 10_000)

        let payments = items.filter {
            if case .registrationPayment = $0.reason { true } else { false }
        }
        let payment = try #require(payments.first)
        #expect(payments.count == 1)
        #expect(payment.reason == .registrationPayment(try #require(report.facts.registration)))
        #expect(report.facts.registration?.status == status)
        #expect(payment.dueDate == due)
        #expect(payment.isOverdue == overdue)
        #expect(payment.fetchedAt == Self.fetched)
    }

    /// Several unpaid years are one late payment, carrying the SRI's total for all of them.
    @Test(arguments: [("GBC4561", 2025), ("PBX1234", 2025), ("PBX1234", 2022)])
    func items_carryWhatTheSRISaysIsOwed_inTheOneRegistrationItem_whenUnpaid(
        plate: String, lastPaidYear: Int
    ) {
        let report = report(
            plate, registration: registration(plate, lastPaidYear: lastPaidYear, owedCents: 87_416))

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 10_000)

        let owed = items.compactMap { item -> Money? in
            if case .registrationPayment(let event) = item.reason { return event.amountOwed }
            return nil
        }
        #expect(owed == [Money(cents: 87_416)])
        #expect(!items.contains { if case .amountOwed = $0.reason { true } else { false } })
    }

    @Test func items_dueWhatTheSRISaysIsOwed_today_whenTheRegistrationIsPaidUp() {
        let report = report(
            "PBX1234", registration: registration("PBX1234", lastPaidYear: 2026, owedCents: 87_416))

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 30)

        #expect(items.map(\.reason) == [.amountOwed(Money(cents: 87_416))])
        #expect(items.map(\.dueDate) == [Self.today])
    }

    @Test func items_keepTheWindow_andEveryOverdueItem() {
        let reports = [
            report("PBX1234", registration: registration("PBX1234", lastPaidYear: 2025)),
            report("GBC4561", registration: registration("GBC4561", lastPaidYear: 2024)),
        ]

        let within60 = DuePolicy.items(
            for: reports, today: Self.today, timeZone: .gmt, withinDays: 60)
        let within90 = DuePolicy.items(
            for: reports, today: Self.today, timeZone: .gmt, withinDays: 90)

        #expect(within60.map(\.plate.value) == ["GBC4561"])
        #expect(within90.map(\.plate.value) == ["GBC4561", "PBX1234"])
    }

    @Test func items_listOverdueFirst_thenByDayPlateAndReason() throws {
        let car = CarFactory.make(
            plate: "PBX1232", expirationDate: "31-03-2026", tintExpirationDate: "01-03-2026")
        let reports = [
            report(
                "PBX1232", car: car, carFetchedAt: Self.fetched + 60,
                registration: registration("PBX1232", lastPaidYear: 2025, owedCents: 500)),
            report("GBC4561", registration: registration("GBC4561", lastPaidYear: 2025)),
        ]

        let items = DuePolicy.items(for: reports, today: Self.today, timeZone: .gmt, withinDays: 60)

        #expect(
            items.map { "\($0.plate.value) \($0.dueDate) \($0.isOverdue)" } == [
                "GBC4561 2026-02-28 true", "PBX1232 2026-03-01 true",
                "PBX1232 2026-03-15 false", "PBX1232 2026-03-31 false",
                "PBX1232 2026-03-31 false",
            ])
        let payment = try #require(reports.first?.facts.registration)
        #expect(
            items.suffix(3).map(\.reason) == [
                .pendingFinesNotRead(counted: 4, listed: nil), .registrationPayment(payment),
                .registrationExpiry,
            ])
    }

    @Test(arguments: [60.0, -60.0])
    func candidates_takeTheDocumentsExpiry_fromTheANT_whicheverAnswerIsNewer(
        vehicleAgeOffset: Double
    ) {
        let car = CarFactory.make(plate: "PBX1234", expirationDate: "31-05-2026")
        let report = report(
            "PBX1234", car: car, carFetchedAt: Self.fetched + vehicleAgeOffset,
            registration: registration("PBX1234", lastPaidYear: 2025))

        let expiry = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 10_000
        )
        .first { $0.reason == .registrationExpiry }

        #expect(expiry?.dueDate.isoString == "2026-05-31")
    }

    @Test func candidates_dueThePendingFines_onTheEarliestLastDayToPay() throws {
        let fines = try #require(
            FineList(
                status: .pending,
                fines: [
                    fine("1", payBy: TaskFactory.day(2026, 4, 2)), fine("2", payBy: nil),
                    fine("3", payBy: TaskFactory.day(2026, 3, 20)),
                ]))
        let report = report(
            "PBX1234",
            fines: FinesReport(plate: Plate("PBX1234"), statuses: [.pending: .read(fines)]))

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 60)

        #expect(items.map(\.reason) == [.pendingFines(count: 3, total: Money(cents: 3_000))])
        #expect(items.map(\.dueDate) == [TaskFactory.day(2026, 3, 20)])
    }

    @Test func candidates_dueFinesTheGridCouldNotRead_today() {
        let report = report(
            "PBX1234", car: CarFactory.make(plate: "PBX1234", fines: nil),
            fines: FinesFactory.unreadReport(plate: "PBX1234", listed: 1, counted: 2))

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 60)

        #expect(items.map(\.reason) == [.pendingFinesNotRead(counted: 2, listed: 1)])
        #expect(items.map(\.dueDate) == [Self.today])
    }

    @Test func candidates_dueFinesThePageCounts_today_whenTheGridWasNotRead() {
        let report = report("PBX1234", car: CarFactory.make(plate: "PBX1234"))

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 60)

        #expect(items.map(\.reason) == [.pendingFinesNotRead(counted: 4, listed: nil)])
    }

    @Test func candidates_dueNoFines_whenNoneArePending() {
        let none = FinesSummary(pending: 0, disputed: 0, voided: 2, paid: 1, inAgreement: 0)
        let counted = report("PBX1234", car: CarFactory.make(plate: "PBX1234", fines: none))
        let listed = report("PBX1234", fines: FinesFactory.report(plate: "PBX1234", fines: []))

        #expect(
            DuePolicy.items(
                for: [counted, listed], today: Self.today, timeZone: .gmt, withinDays: 60
            ).isEmpty)
    }

    @Test func candidates_giveNothing_withoutSavedAnswers() {
        let report = VehicleReport(
            plate: .complete("PBX1234"), ant: .notSaved, fines: .notSaved, sri: .notSaved,
            today: Self.today)

        #expect(
            DuePolicy.items(for: [report], today: Self.today, timeZone: .gmt, withinDays: 365)
                .isEmpty)
    }

    // MARK: - Helpers

    private func report(
        _ plate: String, car: Car? = nil, carFetchedAt: Date = fetched,
        registration: SRIRegistration? = nil, fines: FinesReport? = nil
    ) -> VehicleReport {
        let saved = AnswerOrigin.saved(at: Self.fetched, standingInFor: nil)
        return VehicleReport(
            plate: .complete(plate),
            ant: car.map { .answered($0, .saved(at: carFetchedAt, standingInFor: nil)) }
                ?? .notSaved,
            fines: fines.map { .answered($0, saved) } ?? .notSaved,
            sri: registration.map { .answered($0, saved) } ?? .notSaved, today: Self.today)
    }

    private func registration(
        _ plate: String, lastPaidYear: Int, owedCents: Int = 0
    ) -> SRIRegistration {
        DuesFactory.registration(plate: plate, lastPaidYear: lastPaidYear, owedCents: owedCents)
    }

    private func fine(_ citation: String, payBy: CalendarDate?) -> TrafficFine {
        TrafficFine(
            citation: citation, agency: "ANT", issuedOn: .none, notifiedOn: .none,
            payBy: ReportedDate(day: payBy, text: payBy?.isoString ?? ""), points: nil,
            sanction: Money(cents: 1_000), surcharge: .zero, remission: .zero,
            total: Money(cents: 1_000), article: "")
    }
}
