import Foundation
import PlateFinderData
import PlateFinderDomain

/// The lookup's hot paths: mapping a portal page and validating typed text.
enum LookupBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        let page = try FixturePage.bytes()
        var sink = 0
        let mapping = try Stopwatch.medianMicroseconds(samples: 2_000) {
            let html = String(data: page, encoding: .isoLatin1) ?? ""
            sink &+= try ANTCarHTMLMapper.map(html).plate.utf8.count
        }
        report.add(
            "ANTCarHTMLMapper.map (Latin-1 bytes -> Car), median", mapping, unit: "µs",
            budget: "≤ 200 µs")

        let inputs = ["PBX1234", "pbx-1234", "AB123A", "CD1234", "ABC12", "1ABC", "", "ÑBC1234"]
        let validation = Stopwatch.medianMicroseconds(samples: 2_000, batch: 1_000) {
            for input in inputs { sink &+= PlateValidator.validate(input).hashValue & 1 }
        }
        report.add(
            "PlateValidator.validate (text -> format), median", validation / Double(inputs.count),
            unit: "µs", budget: "well under 1 µs")
        if sink == 42 { print("") }
    }
}
