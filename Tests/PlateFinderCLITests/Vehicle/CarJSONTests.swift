import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct CarJSONTests {
    @Test func object_describesFixtureLikeCar_withTypedValues() {
        let object = makeSUT(CarFactory.make())

        #expect(
            object
                == .object([
                    "plate": .string("ABC1234"),
                    "manufacturer": .string("TOYOTA"),
                    "colorName": .string("AMARILLO"),
                    "registrationYear": .int(2025),
                    "model": .string("AA COROLLA 1.6"),
                    "segment": .string("AUTOMOVIL"),
                    "registrationDate": .string("2025-06-14"),
                    "year": .int(2009),
                    "service": .string("USO PUBLICO"),
                    "expirationDate": .string("2030-05-31"),
                    "tint": .string("No existe registro de polarizado"),
                    "tintExpirationDate": .null,
                    "format": .string("car"),
                    "province": .string("Azuay"),
                    "registrationMonth": .int(5),
                    "fines": .object([
                        "pending": .int(4), "disputed": .int(0), "voided": .int(20),
                        "paid": .int(9), "inAgreement": .int(0),
                    ]),
                ]))
    }

    @Test func object_hasEveryKey_evenWhenPortalLeftCellsEmpty() throws {
        let car = CarFactory.make(
            plate: "", manufacturer: "", colorName: "", registrationYear: "", model: "",
            segment: "", registrationDate: "", year: "", service: "", expirationDate: "",
            tint: "", tintExpirationDate: "", fines: nil)

        guard case .object(let members) = makeSUT(car) else {
            Issue.record("not an object")
            return
        }

        #expect(Set(members.keys) == CarJSON.keys)
        for key in [
            "registrationYear", "registrationDate", "year", "expirationDate",
            "tintExpirationDate", "province", "registrationMonth", "fines",
        ] {
            #expect(members[key] == .null, "\(key) should be null")
        }
        #expect(members["format"] == .string("empty"))
    }

    @Test(arguments: ["31-02-2025", "2025-06-14", "PENDIENTE", "14/06/2025"])
    func object_keepsPortalText_forDateThatIsNotValidDayMonthYear(text: String) {
        guard case .object(let members) = makeSUT(CarFactory.make(expirationDate: text)) else {
            Issue.record("not an object")
            return
        }

        #expect(members["expirationDate"] == .string(text))
    }

    @Test(arguments: ["S/N", "20O9", "-2009", "9999999999999999999999", " 2009"])
    func object_writesNullYear_whenYearIsNotANumber(text: String) {
        guard case .object(let members) = makeSUT(CarFactory.make(year: text)) else {
            Issue.record("not an object")
            return
        }

        #expect(members["year"] == .null)
    }

    @Test func object_writesNullProvince_forSpecialPlate() {
        guard case .object(let members) = makeSUT(CarFactory.make(plate: "CD1234")) else {
            Issue.record("not an object")
            return
        }

        #expect(members["province"] == .null)
        #expect(members["format"] == .string("special"))
        #expect(members["registrationMonth"] == .int(5))
    }

    @Test func object_printsAsSortedPrettyJSON() {
        let text = makeSUT(CarFactory.make()).prettyText
        let keyOrder = text.split(separator: "\n").compactMap { line in
            line.hasPrefix("  \"") ? line.split(separator: "\"")[1] : nil
        }

        #expect(keyOrder == keyOrder.sorted())
        #expect(keyOrder.count == CarJSON.keys.count)
    }

    @Test func object_holdsNoControlCharacter_forHostileCells() {
        let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}TOYOTA\u{9B}31m\u{202E}"
        let car = CarFactory.make(
            plate: hostile, manufacturer: hostile, colorName: hostile, registrationYear: hostile,
            model: hostile, segment: hostile, registrationDate: hostile, year: hostile,
            service: hostile, expirationDate: hostile, tint: hostile, tintExpirationDate: hostile)

        let text = makeSUT(car).prettyText

        #expect(
            !text.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || $0 == "\u{202E}"
            })
        #expect(!text.contains("\\u001b") && !text.contains("\\u001B"))
    }

    // MARK: - Helpers

    private func makeSUT(_ car: Car) -> JSONValue {
        CarJSON.object(for: car)
    }
}
