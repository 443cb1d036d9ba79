import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct CarTests {
    @Test
    func calendarDates_areParsedFromPortalText() {
        let car = makeCar(registration: "14-06-2025", expiration: "31-05-2030", tint: "")
        #expect(car.registrationCalendarDate == CalendarDate(year: 2025, month: 6, day: 14))
        #expect(car.expirationCalendarDate == CalendarDate(year: 2030, month: 5, day: 31))
        #expect(car.tintExpirationCalendarDate == nil)
    }

    @Test
    func calendarDates_areNil_whenPortalTextIsNoValidDay() {
        let car = makeCar(registration: "31-02-2025", expiration: "SIN FECHA", tint: "2030")
        #expect(car.registrationCalendarDate == nil)
        #expect(car.expirationCalendarDate == nil)
        #expect(car.tintExpirationCalendarDate == nil)
    }

    @Test
    func equality_includesFines() {
        let withoutFines = makeCar(registration: "", expiration: "", tint: "")
        let fines = FinesSummary(pending: 1, disputed: 0, voided: 0, paid: 0, inAgreement: 0)
        #expect(withoutFines != makeCar(registration: "", expiration: "", tint: "", fines: fines))
    }

    private func makeCar(
        registration: String, expiration: String, tint: String, fines: FinesSummary? = nil
    ) -> Car {
        Car(
            plate: "ABC1234", manufacturer: "TOYOTA", colorName: "AMARILLO",
            registrationYear: "2025", model: "AA COROLLA 1.6", segment: "AUTOMOVIL",
            registrationDate: registration, year: "2009", service: "USO PUBLICO",
            expirationDate: expiration, tint: "No existe registro de polarizado",
            tintExpirationDate: tint, fines: fines)
    }
}
