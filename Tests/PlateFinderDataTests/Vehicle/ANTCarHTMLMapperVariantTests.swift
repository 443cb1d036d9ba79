import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Pages written in the portal's style and Latin-1 bytes, one per kind of vehicle or text.
struct ANTCarHTMLMapperVariantTests {
    @Test(arguments: [
        (
            "car_IB123C_motorcycle.latin1.html",
            Car(
                plate: "IB123C", manufacturer: "HONDA", colorName: "NEGRO",
                registrationYear: "2024", model: "CB 190R", segment: "MOTOCICLETA",
                registrationDate: "10-03-2024", year: "2019", service: "USO PARTICULAR",
                expirationDate: "10-03-2029", tint: "No existe registro de polarizado",
                tintExpirationDate: "",
                fines: FinesSummary(pending: 1, disputed: 0, voided: 0, paid: 2, inAgreement: 0))
        ),
        (
            "car_PBX1234_registered_tint.latin1.html",
            Car(
                plate: "PBX1234", manufacturer: "CHEVROLET", colorName: "PLATEADO",
                registrationYear: "2024", model: "GRAND VITARA SZ 2.0", segment: "JEEP",
                registrationDate: "02-09-2024", year: "2016", service: "USO PARTICULAR",
                expirationDate: "02-09-2029", tint: "Polarizado autorizado por la ANT",
                tintExpirationDate: "15-08-2026",
                fines: FinesSummary(pending: 0, disputed: 0, voided: 1, paid: 3, inAgreement: 0))
        ),
        (
            "car_GBC4567_latin1_bytes_and_entities.latin1.html",
            Car(
                plate: "GBC4567", manufacturer: "HINO", colorName: "MARRÓN",
                registrationYear: "2023", model: "DUTRO AÑO 2012 Ñ", segment: "CAMIÓN",
                registrationDate: "20-11-2023", year: "2012", service: "USO PÚBLICO & CARGA",
                expirationDate: "20-11-2028",
                tint: "No existe registro de polarizado — año 2023", tintExpirationDate: "",
                fines: FinesSummary(pending: 2, disputed: 1, voided: 20, paid: 9, inAgreement: 0))
        ),
    ])
    func map_deliversEveryField_onPortalVariant(fixture: String, expected: Car) throws {
        let html = try PortalPage.fixtureText(named: fixture)

        #expect(try makeSUT().map(html, for: Plate(expected.plate)) == expected)
    }

    @Test func map_deliversTintExpiryAsCalendarDay_onRegisteredTint() throws {
        let html = try PortalPage.fixtureText(named: "car_PBX1234_registered_tint.latin1.html")

        let car = try makeSUT().map(html, for: Plate("PBX1234"))

        #expect(car.tintExpirationCalendarDate == CalendarDate(year: 2026, month: 8, day: 15))
    }

    @Test func map_keepsDecodedText_whenMetaCharsetLies() throws {
        let html = try PortalPage.fixtureText(named: "car_GBC4567_lying_meta_charset.latin1.html")

        let car = try makeSUT().map(html, for: Plate("GBC4567"))

        #expect(car.colorName == "MARRÓN")
        #expect(car.segment == "CAMIÓN")
        #expect(car.model == "AÑO ÑANDÚ")
        #expect(car.plate == "GBC4567")
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
