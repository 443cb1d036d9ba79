import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What stops the vehicle in `due`: each sale prohibition or blocking the purchase check
/// finds is an overdue item, dated the day of the answer that says so, whatever the window.
struct DuePolicyBlockerTests {
    private static let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"
    /// 2026-03-15.
    private static let today = TaskFactory.day(2026, 3, 15)
    /// 2026-03-08T20:00:00Z.
    private static let fetched = Date(timeIntervalSince1970: 1_773_000_000)

    @Test(arguments: [
        ("BLOQUEADO", [String](), DueReason.vehicleBlocked("BLOQUEADO")),
        ("ASIGNADO", [notice], .saleProhibited(notice)),
    ])
    func items_listWhatStopsTheVehicle_asOverdue_onTheDayOfTheAnswer(
        status: String, notices: [String], reason: DueReason
    ) throws {
        let items = makeSUT(status: status, notices: notices)

        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item.reason == reason)
        #expect(item.plate == Plate("PBX1234"))
        #expect(item.dueDate == TaskFactory.day(2026, 3, 8))
        #expect(item.isOverdue)
        #expect(item.fetchedAt == Self.fetched)
    }

    @Test func items_listNothingThatStopsTheVehicle_whenTheSRIShowsNoHold() {
        #expect(makeSUT(status: "ASIGNADO", notices: []).isEmpty)
    }

    @Test func items_listTheProhibitionAndTheBlocking_whenTheStatusAndANoticeBothSaySo() {
        let items = makeSUT(status: "BLOQUEADO", notices: [Self.notice])

        #expect(
            items.map(\.reason) == [.saleProhibited(Self.notice), .vehicleBlocked("BLOQUEADO")])
    }

    /// An answer fetched today is due today, yet overdue: nothing waits for its day.
    @Test func items_listWhatStopsTheVehicle_whateverTheWindow() throws {
        let fetchedToday = Date(timeIntervalSince1970: 1_773_576_000)  // 2026-03-15T12:00Z

        let items = makeSUT(status: "BLOQUEADO", notices: [], fetchedAt: fetchedToday, within: 0)

        let item = try #require(items.first)
        #expect(item.dueDate == Self.today)
        #expect(item.isOverdue)
    }

    @Test(arguments: [
        ("America/Guayaquil", TaskFactory.day(2026, 3, 14)), ("GMT", TaskFactory.day(2026, 3, 15)),
    ])
    func items_dateWhatStopsTheVehicle_inThePersonsTimeZone(
        zone: String, day: CalendarDate
    ) throws {
        let lateAtNightInEcuador = Date(timeIntervalSince1970: 1_773_540_000)  // 02:00Z

        let items = makeSUT(
            status: "BLOQUEADO", notices: [], fetchedAt: lateAtNightInEcuador,
            timeZone: try #require(TimeZone(identifier: zone)))

        #expect(items.map(\.dueDate) == [day])
    }

    /// On the day of the answer, what stops the vehicle comes before what falls due.
    @Test func items_rankWhatStopsTheVehicle_firstAmongThePlatesSameDayItems() {
        let fetchedToday = Date(timeIntervalSince1970: 1_773_576_000)

        let items = makeSUT(
            status: "BLOQUEADO", notices: [Self.notice], owedCents: 500, fetchedAt: fetchedToday)

        #expect(
            items.map(\.reason) == [
                .saleProhibited(Self.notice), .vehicleBlocked("BLOQUEADO"),
                .amountOwed(Money(cents: 500)),
            ])
        #expect(Set(items.map(\.dueDate)) == [Self.today])
    }

    @Test func items_dateTheirFindings_asTheCheckDoes() {
        let report = report(status: "BLOQUEADO", notices: [Self.notice], fetchedAt: Self.fetched)

        let items = DuePolicy.items(
            for: [report], today: Self.today, timeZone: .gmt, withinDays: 60)

        let blockers = PurchaseCheck(report: report).blockers
            .filter { $0.kind == .saleProhibited || $0.kind == .vehicleBlocked }
        #expect(items.map(\.fetchedAt) == blockers.map(\.asOf))
        #expect(
            items.map(\.dueDate) == blockers.map { CalendarDate(instant: $0.asOf, in: .gmt) })
    }

    // MARK: - Helpers

    private func makeSUT(
        status: String, notices: [String], owedCents: Int = 0, fetchedAt: Date = fetched,
        timeZone: TimeZone = .gmt, within: Int = 60
    ) -> [DueItem] {
        DuePolicy.items(
            for: [
                report(status: status, notices: notices, owedCents: owedCents, fetchedAt: fetchedAt)
            ],
            today: Self.today, timeZone: timeZone, withinDays: within)
    }

    /// PBX1234's SRI answer alone, saved at `fetchedAt`, paid up for 2026.
    private func report(
        status: String, notices: [String], owedCents: Int = 0, fetchedAt: Date
    ) -> VehicleReport {
        let paid = DuesFactory.registration(
            plate: "PBX1234", lastPaidYear: 2026, owedCents: owedCents)
        let record = SRIVehicleRecord(
            plate: Plate("PBX1234"), make: "TOYOTA", model: "RAV4", modelYear: 2020,
            vehicleClass: "JEEP", service: "PARTICULAR", use: "PRIVADO",
            countryOfManufacture: "JAPÓN", cylinderCapacity: 1987, canton: "QUITO",
            camvCpn: "U02506654", lastRegistrationDate: nil,
            registrationExpirationDate: CalendarDate(year: 2028, month: 6, day: 27),
            inspectionDate: nil, purchaseDate: nil, lastPaidYear: 2026, vehicleStatus: status,
            notices: notices.map { SRINotice(kind: .vehicleMessage, text: $0) })
        return VehicleReport(
            plate: .complete("PBX1234"), ant: .notSaved, fines: .notSaved,
            sri: .answered(
                SRIRegistration(record: record, dues: paid.dues),
                .saved(at: fetchedAt, standingInFor: nil)),
            today: Self.today)
    }
}
