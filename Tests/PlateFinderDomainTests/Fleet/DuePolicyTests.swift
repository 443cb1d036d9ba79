import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What falls due, on an injected day: which dates, which ones are in the window, and in
/// what order.
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
    ) {
        let answers = DueAnswers(
            plate: Plate(plate), vehicle: nil,
            registration: registration(plate, lastPaidYear: lastPaidYear, owedCents: 0))

        let payment = DuePolicy.items(for: [answers], today: Self.today, withinDays: 10_000)
            .first { if case .registrationPayment = $0.reason { true } else { false } }

        #expect(payment?.reason == .registrationPayment(status))
        #expect(payment?.dueDate == due)
        #expect(payment?.isOverdue == overdue)
        #expect(payment?.fetchedAt == Self.fetched)
    }

    @Test(arguments: [
        ("GBC4561", 2025, TaskFactory.day(2026, 2, 28)),
        ("PBX1234", 2025, TaskFactory.day(2026, 5, 31)),
        ("PBX1234", 2026, TaskFactory.day(2026, 3, 15)),
    ])
    func items_dueWhatTheSRISaysIsOwed_withThePaymentOrToday(
        plate: String, lastPaidYear: Int, due: CalendarDate
    ) {
        let answers = DueAnswers(
            plate: Plate(plate), vehicle: nil,
            registration: registration(plate, lastPaidYear: lastPaidYear, owedCents: 87_416))

        let owed = DuePolicy.items(for: [answers], today: Self.today, withinDays: 10_000)
            .first { $0.reason == .amountOwed(Money(cents: 87_416)) }

        #expect(owed?.dueDate == due)
    }

    @Test func items_keepTheWindow_andEveryOverdueItem() {
        let answers = [
            DueAnswers(
                plate: Plate("PBX1234"), vehicle: nil,
                registration: registration("PBX1234", lastPaidYear: 2025, owedCents: 0)),
            DueAnswers(
                plate: Plate("GBC4561"), vehicle: nil,
                registration: registration("GBC4561", lastPaidYear: 2024, owedCents: 0)),
        ]

        let within60 = DuePolicy.items(for: answers, today: Self.today, withinDays: 60)
        let within90 = DuePolicy.items(for: answers, today: Self.today, withinDays: 90)

        #expect(within60.map(\.plate.value) == ["GBC4561"])
        #expect(within90.map(\.plate.value) == ["GBC4561", "PBX1234"])
    }

    @Test func items_listOverdueFirst_thenByDayPlateAndReason() {
        let car = CarFactory.make(
            plate: "PBX1232", expirationDate: "31-03-2026", tintExpirationDate: "01-03-2026")
        let answers = [
            DueAnswers(
                plate: Plate("PBX1232"),
                vehicle: SavedVehicle(
                    plate: Plate("PBX1232"), car: car, fetchedAt: Self.fetched + 60),
                registration: registration("PBX1232", lastPaidYear: 2025, owedCents: 500)),
            DueAnswers(
                plate: Plate("GBC4561"), vehicle: nil,
                registration: registration("GBC4561", lastPaidYear: 2025, owedCents: 0)),
        ]

        let items = DuePolicy.items(for: answers, today: Self.today, withinDays: 60)

        #expect(
            items.map { "\($0.plate.value) \($0.dueDate) \($0.isOverdue)" } == [
                "GBC4561 2026-02-28 true", "PBX1232 2026-03-01 true",
                "PBX1232 2026-03-31 false", "PBX1232 2026-03-31 false",
                "PBX1232 2026-03-31 false",
            ])
        #expect(
            items.suffix(3).map(\.reason) == [
                .registrationPayment(.dueThisMonth(month: 3)), .amountOwed(Money(cents: 500)),
                .registrationExpiry,
            ])
    }

    @Test(arguments: [(60.0, "2026-05-31"), (-60.0, "2028-06-27")])
    func candidates_takeTheDocumentsExpiry_fromTheNewerAnswer(
        vehicleAgeOffset: Double, expected: String
    ) {
        let car = CarFactory.make(plate: "PBX1234", expirationDate: "31-05-2026")
        let answers = DueAnswers(
            plate: Plate("PBX1234"),
            vehicle: SavedVehicle(
                plate: Plate("PBX1234"), car: car, fetchedAt: Self.fetched + vehicleAgeOffset),
            registration: registration("PBX1234", lastPaidYear: 2025, owedCents: 0))

        let expiry = DuePolicy.items(for: [answers], today: Self.today, withinDays: 10_000)
            .first { $0.reason == .registrationExpiry }

        #expect(expiry?.dueDate.isoString == expected)
    }

    @Test func candidates_dueThePendingFines_onTheEarliestLastDayToPay() throws {
        let fines = try #require(
            FineList(
                status: .pending,
                fines: [
                    fine(payBy: TaskFactory.day(2026, 4, 2)), fine(payBy: nil),
                    fine(payBy: TaskFactory.day(2026, 3, 20)),
                ]))
        let answers = DueAnswers(
            plate: Plate("PBX1234"), vehicle: nil, registration: nil,
            fines: SavedPendingFines(pending: fines, fetchedAt: Self.fetched))

        let items = DuePolicy.items(for: [answers], today: Self.today, withinDays: 60)

        #expect(items.map(\.reason) == [.pendingFines(count: 3, total: Money(cents: 3_000))])
        #expect(items.map(\.dueDate) == [TaskFactory.day(2026, 3, 20)])
    }

    @Test func candidates_giveNothing_withoutSavedAnswers() {
        let answers = DueAnswers(plate: Plate("PBX1234"), vehicle: nil, registration: nil)

        #expect(DuePolicy.items(for: [answers], today: Self.today, withinDays: 365).isEmpty)
    }

    // MARK: - Helpers

    private func registration(
        _ plate: String, lastPaidYear: Int, owedCents: Int
    ) -> SavedRegistration {
        SavedRegistration(
            plate: Plate(plate),
            registration: DuesFactory.registration(
                plate: plate, lastPaidYear: lastPaidYear, owedCents: owedCents),
            fetchedAt: Self.fetched)
    }

    private func fine(payBy: CalendarDate?) -> TrafficFine {
        TrafficFine(
            citation: "1", agency: "ANT", issuedOn: .none, notifiedOn: .none,
            payBy: ReportedDate(day: payBy, text: payBy?.isoString ?? ""), points: nil,
            sanction: Money(cents: 1_000), surcharge: .zero, remission: .zero,
            total: Money(cents: 1_000), article: "")
    }
}
