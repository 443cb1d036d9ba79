import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct CarTerminalSafeTests {
    static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}TOYOTA\u{9B}31m\u{202E}"

    @Test func terminalSafe_stripsControlSequences_fromEveryText() {
        let car = makeHostileCar().terminalSafe

        let texts = [
            car.plate, car.manufacturer, car.colorName, car.registrationYear, car.model,
            car.segment, car.registrationDate, car.year, car.service, car.expirationDate,
            car.tint, car.tintExpirationDate,
        ]
        #expect(texts.allSatisfy { $0 == "TOYOTA" })
    }

    @Test func terminalSafe_keepsCleanCarUnchanged() {
        #expect(CarFactory.make().terminalSafe == CarFactory.make())
    }

    @Test(arguments: Language.allCases)
    func card_holdsNoControlCharacter_forHostileCells(language: Language) {
        let rows = CarCard(car: makeHostileCar(), messages: Messages(language: language)).rows

        #expect(!rows.contains { containsControl($0.label + $0.value) })
    }

    // MARK: - Helpers

    private func makeHostileCar() -> Car {
        let text = CarTerminalSafeTests.hostile
        return CarFactory.make(
            plate: text, manufacturer: text, colorName: text, registrationYear: text, model: text,
            segment: text, registrationDate: text, year: text, service: text, expirationDate: text,
            tint: text, tintExpirationDate: text)
    }

    private func containsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }
    }
}
