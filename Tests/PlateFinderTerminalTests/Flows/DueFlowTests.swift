import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The Due screen, opened with `u` from the favourites: what their saved answers say falls
/// due, overdue first, without asking any portal.
@MainActor @Suite struct DueFlowTests {
    @Test func u_showsTheFavouritesItemsOverdueFirst_andEscGoesBack() async throws {
        let (harness, loader) = try await makeSUT()

        harness.press(.character("u"))
        await harness.settle()
        let due = harness.screen
        harness.press(.escape)
        await harness.settle()

        #expect(loader.requestedPlates.isEmpty)
        let overdue = try #require(due.firstIndex { $0.contains("Tint permit expiry GBC0001") })
        let soon = try #require(due.firstIndex { $0.contains("Registration expiry PBX1234") })
        #expect(overdue < soon)
        #expect(due[overdue].contains("overdue  2027-01-01"))
        // ABC1234's page counts pending fines its saved answers do not list: said as not
        // read, due today; its documents expire beyond the window.
        #expect(due.filter { $0.contains("ABC1234") }.count == 1)
        #expect(due.contains { $0.contains("Pending fines ABC1234") })
        #expect(harness.shell.router.path(for: .favorites).isEmpty)
        #expect(harness.shows("u due"))
    }

    /// A favourite the SRI's saved answer says is blocked and prohibited from sale: both
    /// are overdue rows, dated the day of that answer, above what merely falls due.
    @Test func u_marksWhatStopsAFavourite_asOverdue_onTheDayOfTheAnswer() async throws {
        let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"
        let (harness, _) = try await makeSUT(blocked: [
            SavedRegistration(
                plate: Plate("PCQ5129"), registration: Self.blocked(notice: notice),
                fetchedAt: TestServices.now.addingTimeInterval(-3_600))
        ])

        harness.press(.character("u"))
        await harness.settle()
        let due = harness.screen

        let prohibited = try #require(due.firstIndex { $0.contains("Sale prohibited PCQ5129") })
        let blocked = try #require(due.firstIndex { $0.contains("Vehicle blocked PCQ5129") })
        let tint = try #require(due.firstIndex { $0.contains("Tint permit expiry GBC0001") })
        #expect(due[prohibited].contains("overdue  2027-01-15"))
        #expect(due[blocked].contains("overdue  2027-01-15"))
        #expect(due[prohibited].contains("The SRI's notice: VEH"))
        #expect(tint < prohibited)
        #expect(prohibited < blocked)
        #expect(due[prohibited].contains("  !! Sale prohibited PCQ5129"))
        #expect(due[prohibited].hasSuffix("…"))
        ExpectedScreen.check(harness.frame, named: "due-blocked-80x24")
    }

    // MARK: - Helpers

    /// PCQ5129 as the SRI answers for it when blocked, paid up, with `notice`.
    private static func blocked(notice: String) -> SRIRegistration {
        let record = SRIVehicleRecord(
            plate: Plate("PCQ5129"), make: "TOYOTA", model: "RAV4", modelYear: 2020,
            vehicleClass: "JEEP", service: "PARTICULAR", use: "PRIVADO",
            countryOfManufacture: "JAPÓN", cylinderCapacity: 1987, canton: "QUITO",
            camvCpn: "U02506654", lastRegistrationDate: nil,
            registrationExpirationDate: CalendarDate(year: 2030, month: 6, day: 27),
            inspectionDate: nil, purchaseDate: nil, lastPaidYear: 2027,
            vehicleStatus: "BLOQUEADO",
            notices: [SRINotice(kind: .vehicleMessage, text: notice)])
        return SRIRegistration(record: record, dues: .none)
    }

    private func makeSUT(
        blocked: [SavedRegistration] = []
    ) async throws -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        let store = InMemoryCarStore(
            favorites: [Plate("PBX1234"), Plate("GBC0001"), Plate("ABC1234")]
                + blocked.map(\.plate))
        let fetched = TestServices.now.addingTimeInterval(-2 * 86_400)
        for (plate, expiry, tint) in [
            ("PBX1234", "10-02-2027", ""), ("GBC0001", "31-05-2030", "01-01-2027"),
            ("ABC1234", "31-05-2030", ""),
        ] {
            try await store.saveVehicle(
                SavedVehicle(
                    plate: Plate(plate),
                    car: CarFactory.make(
                        plate: plate, expirationDate: expiry, tintExpirationDate: tint),
                    fetchedAt: fetched))
        }
        let harness = AppHarness(
            pages: loader, store: store,
            savedRegistrations: InMemoryRegistrationStore(answers: blocked))
        harness.press(.tab, .tab)
        await harness.settle()
        return (harness, loader)
    }
}
