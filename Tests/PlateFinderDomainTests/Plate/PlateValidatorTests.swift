import PlateFinderDomain
import Testing

struct PlateValidatorTests {
    static let completePlates: [(String, PlateFormat)] = [
        ("ABC1234", .car),
        ("PBX0001", .car),
        ("ZZZ9999", .car),
        ("AB123A", .bike),
        ("IB123C", .bike),
        ("CD1234", .special),
        ("OI0001", .special),
    ]

    @Test(arguments: completePlates)
    func validate_recognizesCompletePlates(text: String, format: PlateFormat) {
        #expect(PlateValidator.validate(text) == format)
    }

    @Test(arguments: [
        ("ABC-12-34", PlateFormat.car), ("PBX--1234", .car), ("P BX 1234", .car),
        ("ab 12 3a", .bike), ("c-d 1234", .special),
    ])
    func validate_ignoresSpacesAndDashesBetweenGroups(text: String, format: PlateFormat) {
        #expect(PlateValidator.validate(text) == format)
    }

    @Test(arguments: completePlates.map(\.0))
    func validate_deliversPartiallyValid_forEveryProperPrefixOfAValidPlate(plate: String) {
        for length in 1..<plate.count {
            let prefix = String(plate.prefix(length))
            #expect(PlateValidator.validate(prefix) == .partiallyValid, "prefix \(prefix)")
        }
    }

    @Test(arguments: ["A", "AB", "ABC", "ABC1", "ABC12", "ABC123", "AB1", "AB12", "AB123"])
    func validate_deliversPartiallyValid_forTypingPrefixes(text: String) {
        #expect(PlateValidator.validate(text) == .partiallyValid)
    }

    @Test(arguments: [
        "1ABC", "1", "ABCD", "AB12345", "ABC12345", "ABC123A", "A1", "AB123AB", "AB1234A",
        "ABCD123", "ABC1A", "AB12A", "AB1A", "ÑBC1234", "ABC１234", "ABC123４", "AÉC1234",
        "ßBC1234", "ABC_1234", "ABC.1234", "+", "ABC1234 5", "ABC\t1234",
    ])
    func validate_deliversInvalid_whenTextCanNoLongerBecomeAPlate(text: String) {
        #expect(PlateValidator.validate(text) == .invalid)
    }

    @Test(arguments: ["", " ", "   ", "\t\n"])
    func validate_deliversEmpty_forBlankText(text: String) {
        #expect(PlateValidator.validate(text) == .empty)
    }

    @Test(arguments: [
        ("pbx-1234", PlateFormat.car), (" pbx 1234 ", .car), ("ab-123a", .bike),
        ("cd 1234", .special), ("abc-", .partiallyValid), ("-", .empty),
    ])
    func validate_normalizesBeforeClassifying(text: String, format: PlateFormat) {
        #expect(PlateValidator.validate(text) == format)
    }

    @Test
    func validate_agreesWithPlateOverload() {
        let plate = Plate("pbx-1234")
        #expect(PlateValidator.validate(plate) == PlateValidator.validate("pbx-1234"))
    }

    @Test(arguments: [
        (PlateFormat.car, true), (.bike, true), (.special, true),
        (.empty, false), (.partiallyValid, false), (.invalid, false),
    ])
    func isComplete_holdsOnlyForLookupReadyFormats(format: PlateFormat, complete: Bool) {
        #expect(format.isComplete == complete)
    }
}
