import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ANTCarHTMLMapperTests {
    @Test func map_deliversEveryField_onRealPortalPage() throws {
        let html = try PortalPage.fixtureText(named: "car_ABC1234.latin1.html")

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(car.plate == "ABC1234")
        #expect(car.manufacturer == "TOYOTA")
        #expect(car.colorName == "AMARILLO")
        #expect(car.registrationYear == "2025")
        #expect(car.model == "AA COROLLA 1.6")
        #expect(car.segment == "AUTOMOVIL")
        #expect(car.registrationDate == "14-06-2025")
        #expect(car.year == "2009")
        #expect(car.service == "USO PUBLICO")
        #expect(car.expirationDate == "31-05-2030")
        #expect(car.tint == "No existe registro de polarizado")
        #expect(car.tintExpirationDate == "")
        #expect(car == PortalPage.expectedCar)
    }

    @Test func map_deliversFinesFromRadioLabels_onRealPortalPage() throws {
        let html = try PortalPage.fixtureText(named: "car_ABC1234.latin1.html")

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(
            car.fines == FinesSummary(pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0))
    }

    @Test func map_deliversDatesThatParseAsCalendarDays_onRealPortalPage() throws {
        let html = try PortalPage.fixtureText(named: "car_ABC1234.latin1.html")

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(car.registrationCalendarDate == CalendarDate(year: 2025, month: 6, day: 14))
        #expect(car.expirationCalendarDate == CalendarDate(year: 2030, month: 5, day: 31))
        #expect(car.tintExpirationCalendarDate == nil)
    }

    @Test func map_deliversNoData_onPortalPageWithEmptyCells() throws {
        let html = try PortalPage.fixtureText(named: "unknown_plate_empty_cells.latin1.html")

        #expect(throws: LookupFailureReason.noData) {
            try makeSUT().map(html, for: Plate("XYZ9876"))
        }
    }

    @Test(arguments: [
        "unknown_plate_message_without_table.latin1.html",
        "portal_maintenance.latin1.html",
    ])
    func map_deliversAnUnexpectedAnswer_onPageThatIsNotTheVehiclePage(fixture: String) throws {
        let html = try PortalPage.fixtureText(named: fixture)

        let error = #expect(throws: LookupFailureReason.self) {
            try makeSUT().map(html, for: PortalPage.plate)
        }

        #expect(PortalPage.unexpectedAnswer(of: error)?.isOtherPage == true)
    }

    @Test(arguments: [
        "car_ABC1234_truncated_after_table.latin1.html",
        "car_ABC1234_truncated_mid_table.latin1.html",
    ])
    func map_deliversAnUnexpectedAnswer_onPageCutBeforeItsFinesSection(fixture: String) throws {
        let html = try PortalPage.fixtureText(named: fixture)

        // The portal stopped writing: the page's end is unknown, the vehicle table included.
        #expect(throws: LookupFailureReason.unexpectedAnswer(.vehicleTableWithoutFines)) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_deliversSameCar_whenCalledConcurrently() async throws {
        let html = try PortalPage.fixtureText(named: "car_ABC1234.latin1.html")

        let cars = try await withThrowingTaskGroup(of: Car.self) { group in
            for _ in 0..<32 {
                group.addTask { try ANTCarHTMLMapper.map(html, for: PortalPage.plate) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(cars == Array(repeating: PortalPage.expectedCar, count: 32))
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
