import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import Testing

@Suite struct PlateSummaryTests {
    @Test(
        arguments: [
            ("pbx-1234", "PBX1234", PlateFormat.car, "Pichincha", 5),
            ("gs 123a", "GS123A", .bike, "Guayas", 4),
            ("CD1230", "CD1230", .special, nil, 11),
            ("PBX12", "PBX12", .partiallyValid, nil, nil),
            ("PBX12345", "PBX12345", .invalid, nil, nil),
            ("", "", .empty, nil, nil),
        ] as [(String, String, PlateFormat, String?, Int?)])
    func init_describesPlate(
        text: String, plate: String, format: PlateFormat, province: String?, month: Int?
    ) {
        let sut = makeSUT(text)

        #expect(sut.plate.value == plate)
        #expect(sut.format == format)
        #expect(sut.province?.name == province)
        #expect(sut.registrationMonth == month)
        #expect(sut.isComplete == format.isComplete)
    }

    @Test func init_writesAnOldPlateWithFourDigits_andSaysSo() {
        let summary = PlateSummary(text: "abc-123")

        #expect(summary.plate == Plate("ABC0123"))
        #expect(summary.format == .car)
        #expect(summary.wasWrittenWithFourDigits)
        #expect(summary.province == .azuay)
        #expect(summary.registrationMonth == 4)
        #expect(!PlateSummary(text: "ABC0123").wasWrittenWithFourDigits)
    }

    @Test(arguments: Language.allCases)
    func writtenWithFourDigits_namesBothForms(language: Language) {
        let sentence = Messages(language: language).writtenWithFourDigits(Plate("ABC0123"))

        #expect(sentence.contains("ABC0123"))
        #expect(sentence.hasSuffix("."))
    }

    @Test func jsonObject_usesEnumNamesAndNulls() {
        #expect(
            makeSUT("PBX12").jsonObject
                == .object([
                    "plate": .string("PBX12"), "format": .string("partiallyValid"),
                    "province": .null, "registrationMonth": .null,
                ]))
        #expect(
            makeSUT("PBX1234").jsonObject
                == .object([
                    "plate": .string("PBX1234"), "format": .string("car"),
                    "province": .string("Pichincha"), "registrationMonth": .int(5),
                ]))
    }

    @Test func json_stripsControlCharacters_fromTypedText() {
        let sut = makeSUT("\u{1B}[31mPBX1234")

        #expect(
            sut.jsonObject
                == .object([
                    "plate": .string("PBX1234"), "format": .string("invalid"),
                    "province": .null, "registrationMonth": .null,
                ]))
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String) -> PlateSummary {
        PlateSummary(text: text)
    }
}
