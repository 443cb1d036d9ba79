import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import TerminalUI

/// Laying out a value as large as a page may hold (just under the 2 MiB limit), as `find` and
/// `history show` print it and as the app's vehicle card wraps it.
enum LayoutBenchmarks {
    /// 2 MB: what one hostile cell of a page under the 2 MiB size limit can hold.
    static let cellBytes = 2_000_000

    static func run(into report: inout BenchmarkReport) {
        let word = String(repeating: "X", count: cellBytes)
        let words = String(repeating: "XXXXXXXXX ", count: cellBytes / 10)
        let messages = Messages(language: .english)
        for (name, value) in [("one word", word), ("words", words)] {
            let car = Self.car(model: value)
            var sink = 0
            let printing = Stopwatch.medianMicroseconds(samples: 5, warmUp: 1) {
                let card = CarCard(car: car, messages: messages)
                sink &+= KeyValueCard(rows: card.rows).text().count
            }
            report.add(
                "printing a 2 MB cell (\(name)) on the card of find, median",
                printing / 1_000, unit: "ms", budget: "well under 1 s")
            let wrapping = Stopwatch.medianMicroseconds(samples: 5, warmUp: 1) {
                sink &+=
                    KeyValueCard(rows: [CardRow(label: "Model", value: value)])
                    .lines(width: 78).count
            }
            report.add(
                "  the same cell wrapped by the app's vehicle card, median", wrapping / 1_000,
                unit: "ms")
            if sink == 42 { print("") }
        }
    }

    private static func car(model: String) -> Car {
        Car(
            plate: "ABC1234", manufacturer: "TOYOTA", colorName: "AMARILLO",
            registrationYear: "2025", model: model, segment: "AUTOMOVIL",
            registrationDate: "14-06-2025", year: "2009", service: "USO PUBLICO",
            expirationDate: "31-05-2030", tint: "No existe registro de polarizado",
            tintExpirationDate: "")
    }
}
