import Foundation

/// Prints one aligned line per measurement.
struct BenchmarkReport {
    private(set) var lines: [(name: String, value: String)] = []

    mutating func add(_ name: String, _ value: Double, unit: String, budget: String? = nil) {
        let figure = String(format: value < 10 ? "%.3f" : "%.1f", value)
        let suffix = budget.map { "   (budget \($0))" } ?? ""
        lines.append((name, "\(figure) \(unit)\(suffix)"))
    }

    mutating func note(_ name: String, _ text: String) {
        lines.append((name, text))
    }

    func print() {
        let width = lines.map(\.name.count).max() ?? 0
        for line in lines {
            let padding = String(repeating: " ", count: width - line.name.count)
            Swift.print("\(line.name)\(padding)  \(line.value)")
        }
    }
}
