import Foundation
import PlateFinderApp
import PlateFinderCLI
import TerminalUI

/// What the terminal app costs per frame: one typed character (a diff) against a full redraw.
enum TerminalBenchmarks {
    static func run(into report: inout BenchmarkReport) throws {
        var sink = 0
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 60)] {
            let before = SearchScreen(size: size, typed: "PBX123").frame()
            var primed = ScreenRenderer(colors: .color)
            _ = primed.render(before)
            var diffBytes = 0
            let diff = Stopwatch.medianMicroseconds(samples: 2_000) {
                var renderer = primed
                diffBytes =
                    renderer.render(SearchScreen(size: size, typed: "PBX1234").frame()).count
            }
            var fullBytes = 0
            let full = Stopwatch.medianMicroseconds(samples: 2_000) {
                var renderer = ScreenRenderer(colors: .color)
                fullBytes =
                    renderer.render(SearchScreen(size: size, typed: "PBX1234").frame()).count
            }
            let name = "\(size.columns)x\(size.rows)"
            let drawing = Stopwatch.medianMicroseconds(samples: 2_000) {
                sink &+= SearchScreen(size: size, typed: "PBX1234").frame().width
            }
            report.note(
                "frame after one typed character (diff), \(name)",
                "\(diffBytes) bytes, \(String(format: "%.1f", diff)) µs to draw and render")
            report.note(
                "full redraw, \(name)",
                "\(fullBytes) bytes, \(String(format: "%.1f", full)) µs to draw and render")
            report.add(
                "  drawing the widgets alone (part of both), \(name)", drawing, unit: "µs")
        }
        if sink == 42 { print("") }
    }
}

/// A search screen like the app's: tab bar, plate field, a vehicle card, key hints.
private struct SearchScreen {
    let size: TerminalSize
    let typed: String

    func frame() -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let theme = Theme(colors: .color)
        let width = size.columns
        TabBar(titles: ["Search", "History", "Favorites", "Tasks"], selected: 0)
            .draw(in: Rect(x: 0, y: 0, width: width, height: 1), into: &buffer, theme: theme)
        buffer.write("Plate", x: 1, y: 2, style: theme.emphasis)
        TextField(text: typed, placeholder: "ABC1234")
            .draw(in: Rect(x: 8, y: 2, width: 12, height: 1), into: &buffer, theme: theme)
        buffer.write(typed.count == 7 ? "car" : "incomplete", x: 22, y: 2, style: theme.accent)
        KeyValueCard(rows: Self.card)
            .draw(in: Rect(x: 1, y: 4, width: width - 2, height: 17), into: &buffer, theme: theme)
        KeyHintFooter(hints: Self.hints)
            .draw(
                in: Rect(x: 0, y: size.rows - 1, width: width, height: 1), into: &buffer,
                theme: theme)
        return buffer
    }

    static let card: [CardRow] = [
        ("Plate", "PBX1234"), ("Province", "Pichincha"), ("Manufacturer", "TOYOTA"),
        ("Model", "AA COROLLA 1.6"), ("Colour", "AMARILLO"), ("Year", "2009"),
        ("Segment", "AUTOMOVIL"), ("Service", "USO PUBLICO"), ("Registered", "14-06-2025"),
        ("Registration year", "2025"), ("Expires", "31-05-2030"), ("Renewal month", "June"),
        ("Tint", "No existe registro de polarizado"), ("Tint expiry", ""),
        ("Fines", "4 pending, 0 disputed, 20 voided, 9 paid"), ("Favourite", "no"),
    ].map { CardRow(label: $0.0, value: $0.1) }

    static let hints: [KeyHintFooter.Hint] = [
        ("Enter", "search"), ("Tab", "next tab"), ("f", "favourite"), ("?", "keys"),
        ("^C", "quit"),
    ].map { KeyHintFooter.Hint(key: $0.0, action: $0.1) }
}
