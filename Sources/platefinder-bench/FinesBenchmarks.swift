import Foundation
import PlateFinderData
import PlateFinderDomain

/// Mapping the fines grid: a full page of fifty rows, built from the fixture's four, read
/// by the columns the fixture page's grid script declares.
enum FinesBenchmarks {
    static let rows = 50

    static func run(into report: inout BenchmarkReport) throws {
        let script = try gridScript()
        let page = try fullPage()
        let empty = Data(#"{"page": "1", "total": "0", "records": "0", "rows": []}"#.utf8)
        let plate = Plate("ABC1234")
        var sink = 0
        let mapping = try Stopwatch.medianMicroseconds(samples: 1_000) {
            sink &+= try ANTFinesGridReader.fines(script: script, json: page, plate: plate).count
        }
        let columns = try Stopwatch.medianMicroseconds(samples: 1_000) {
            sink &+= try ANTFinesGridReader.fines(script: script, json: empty, plate: plate).count
        }
        let parsing = try Stopwatch.medianMicroseconds(samples: 1_000) {
            sink &+= (try JSONSerialization.jsonObject(with: page) as? [String: Any])?.count ?? 0
        }
        report.add(
            "fines grid page of \(rows) rows -> [TrafficFine] (ANTFinesGridReader), median",
            mapping, unit: "µs", budget: "≤ 5 ms, against 1–3 s the portal takes for the page")
        report.add(
            "  of which the grid script's columns (the same on an empty page)", columns, unit: "µs")
        report.add("  for scale: JSONSerialization parsing the same bytes", parsing, unit: "µs")
        if sink == 42 { print("") }
    }

    /// The fixture page's script that calls `jqGrid({…})`.
    private static func gridScript() throws -> String {
        let page = HTTPTextDecoder.decode(try FixturePage.bytes(), contentType: "text/html")
        for part in page.components(separatedBy: "</script>") {
            guard let start = part.range(of: "<script>", options: .backwards) else { continue }
            let script = part[start.upperBound...]
            if script.contains("jqGrid({") { return String(script) }
        }
        throw BenchmarkFixtureError.missing("the fixture page's grid script")
    }

    /// A grid page of `rows` rows: the fixture's rows over and over, each its own citation.
    private static func fullPage() throws -> Data {
        let fixture = try JSONSerialization.jsonObject(
            with: FixturePage.bytes(named: "fines_P_ABC1234.json"))
        guard let rows = (fixture as? [String: Any])?["rows"] as? [[String: Any]], !rows.isEmpty
        else { throw BenchmarkFixtureError.missing("the fixture grid's rows") }
        let built = (0..<Self.rows).map { index -> [String: Any] in
            var row = rows[index % rows.count]
            if var cells = row["cell"] as? [Any], cells.count > 3 {
                cells[3] = "A\(100_000_000 + index)"
                row["cell"] = cells
            }
            row["id"] = "\(index)"
            return row
        }
        return try JSONSerialization.data(withJSONObject: [
            "page": "1", "total": "1", "records": "\(Self.rows)", "rows": built,
        ])
    }
}
