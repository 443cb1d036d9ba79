import Foundation
import PlateFinderData
import PlateFinderDomain

/// The lookup's hot paths: mapping a portal page and validating typed text.
enum LookupBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        let page = try FixturePage.bytes()
        let plate = Plate("ABC1234")
        var sink = 0
        let mapping = try Stopwatch.medianMicroseconds(samples: 2_000) {
            let html = HTTPTextDecoder.decode(page, contentType: "text/html")
            sink &+= try ANTCarHTMLMapper.map(html, for: plate).plate.utf8.count
        }
        let text = HTTPTextDecoder.decode(page, contentType: "text/html")
        let decoding = Stopwatch.medianMicroseconds(samples: 2_000) {
            sink &+= HTTPTextDecoder.decode(page, contentType: "text/html").utf8.count
        }
        let parsing = try Stopwatch.medianMicroseconds(samples: 2_000) {
            sink &+= try ANTCarHTMLMapper.map(text, for: plate).plate.utf8.count
        }
        report.add(
            "page bytes -> Car (decode + ANTCarHTMLMapper.map), median", mapping, unit: "µs",
            budget: "≤ 200 µs")
        report.add("  of which Latin-1 bytes -> String", decoding, unit: "µs")
        report.add("  of which ANTCarHTMLMapper.map (String -> Car)", parsing, unit: "µs")

        let typed = ["PBX1234", "AB123A", "CD1234", "ABC12", "1ABC", ""]
        let messy = ["pbx-1234", " ab 123a ", "ÑBC1234"]
        for (name, inputs) in [("typed", typed), ("messy", messy)] {
            let validation = Stopwatch.medianMicroseconds(samples: 2_000, batch: 1_000) {
                for input in inputs { sink &+= PlateValidator.validate(input).hashValue & 1 }
            }
            report.add(
                "PlateValidator.validate (\(name) text -> format), median",
                validation / Double(inputs.count), unit: "µs", budget: "well under 1 µs")
        }
        if sink == 42 { print("") }
    }
}
