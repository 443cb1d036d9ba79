import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderCLI

/// The vehicle's rows as `find` prints them.
@Suite struct CarCardTests {
    @Test func text_showsEveryLabelAndValue_inEnglish() {
        let text = printed(makeSUT(CarFactory.make(), .english))

        let expected = [
            ("Plate", "ABC1234"), ("Format", "car"), ("Province", "Azuay"), ("Make", "TOYOTA"),
            ("Model", "AA COROLLA 1.6"), ("Colour", "AMARILLO"), ("Class", "AUTOMOVIL"),
            ("Service", "USO PUBLICO"), ("Year", "2009"), ("Registration year", "2025"),
            ("Registration date", "2025-06-14"), ("Expiration date", "2030-05-31"),
            ("Registration month", "May"), ("Tint", "No existe registro de polarizado"),
            ("Tint expiry", "—"),
            ("Fines", "4 pending, 0 disputed, 20 voided, 9 paid, 0 in agreement"),
        ]
        #expect(rows(text) == expected.map { [$0.0, $0.1] })
    }

    @Test func text_showsSpanishLabelsAndWords_inSpanish() {
        let text = printed(makeSUT(CarFactory.make(), .spanish))

        let table = Dictionary(uniqueKeysWithValues: rows(text).map { ($0[0], $0[1]) })
        #expect(table["Placa"] == "ABC1234")
        #expect(table["Formato"] == "auto")
        #expect(table["Mes de matriculación"] == "mayo")
        #expect(table["Caducidad polarizado"] == "—")
        #expect(
            table["Citaciones"]
                == "4 pendientes, 0 en impugnación, 20 anuladas, 9 pagadas, 0 en convenio")
    }

    @Test(arguments: Language.allCases)
    func text_startsEveryValue_inTheSameColumn(language: Language) {
        let lines = printed(makeSUT(CarFactory.make(), language)).split(separator: "\n")
        let labels = CardLabel.allCases.filter { $0 != .complete }.map(
            Messages(language: language).label)
        let column = (labels.map(\.count).max() ?? 0) + 2

        for line in lines {
            let characters = Array(line)
            #expect(characters.count > column)
            #expect(characters[column - 1] == " ")
            #expect(characters[column] != " ", "misaligned: \(line)")
        }
    }

    @Test func text_wrapsLongValue_withoutBreakingAlignment() {
        let model = String(repeating: "LONG MODEL NAME ", count: 8)

        let lines = printed(makeSUT(CarFactory.make(model: model), .english), width: 60).split(
            separator: "\n")

        #expect(lines.allSatisfy { $0.count <= 60 })
        let continuation = lines.filter { $0.hasPrefix(" ") }
        #expect(!continuation.isEmpty)
        #expect(
            continuation.allSatisfy {
                $0.prefix(20).allSatisfy { $0 == " " } && $0.dropFirst(20).first != " "
            })
    }

    @Test func text_showsDashes_forEmptyCellsAndUnknownProvince() {
        let car = CarFactory.make(plate: "CD1234", colorName: "", fines: nil)

        let table = Dictionary(
            uniqueKeysWithValues: rows(printed(makeSUT(car, .english))).map { ($0[0], $0[1]) })

        #expect(table["Colour"] == "—")
        #expect(table["Province"] == "—")
        #expect(table["Format"] == "special")
        #expect(table["Fines"] == "not shown")
    }

    // MARK: - Helpers

    private func makeSUT(_ car: Car, _ language: Language) -> CarCard {
        CarCard(car: car, messages: Messages(language: language))
    }

    private func printed(_ card: CarCard, width: Int = 80) -> String {
        KeyValueCard(rows: card.rows).text(width: width)
    }

    /// Each row as [label, value]: a line split at the first run of two spaces, with the
    /// continuation lines of a wrapped value joined back on.
    private func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        for line in text.split(separator: "\n") {
            let trimmed = String(line.drop { $0 == " " })
            if line.hasPrefix(" "), let last = rows.indices.last {
                rows[last][1] += " " + trimmed
            } else if let gap = line.range(of: "  ") {
                let value = line[gap.upperBound...].drop { $0 == " " }
                rows.append([String(line[..<gap.lowerBound]), String(value)])
            } else {
                rows.append([trimmed, ""])
            }
        }
        return rows
    }
}
