import Foundation
import PlateFinderDomain

/// Reads a batch's input one line at a time: one plate per line (blank lines and `#`
/// comments ignored), or a CSV whose header has a `plate` or `placa` column.
///
/// Plates are submitted as a person would submit them (normalized, an old three-digit car
/// plate written with four digits), so each line is judged by the same rule as `find`.
/// Nothing but the plates seen so far is kept, so memory stays flat however long the input.
public struct BatchInputParser: Sendable {
    private enum Layout: Sendable {
        case undecided
        case lines
        case csv(column: Int)
    }

    private var layout = Layout.undecided
    private var lineNumber = 0
    private var seen = Set<Plate>()

    /// A parser at the start of an input.
    public init() {}

    /// What `line` (without its line break) gives; nil for a blank line, a comment or the
    /// CSV header.
    public mutating func read(_ line: String) -> BatchInputLine? {
        lineNumber += 1
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty || text.hasPrefix("#") { return nil }
        switch layout {
        case .undecided:
            if let column = Self.plateColumn(inHeader: text) {
                layout = .csv(column: column)
                return nil
            }
            layout = .lines
            return judge(text)
        case .lines:
            return judge(text)
        case .csv(let column):
            guard let fields = CSVRecord.fields(of: text), fields.indices.contains(column) else {
                return .unreadable(line: lineNumber)
            }
            let field = fields[column].trimmingCharacters(in: .whitespaces)
            return field.isEmpty ? .unreadable(line: lineNumber) : judge(field)
        }
    }

    private mutating func judge(_ text: String) -> BatchInputLine {
        let submission = PlateSubmission(text)
        guard let plate = submission.lookupPlate else {
            return .invalid(text: text, line: lineNumber, format: submission.format)
        }
        guard seen.insert(plate.plate).inserted else {
            return .repeated(plate.plate, line: lineNumber)
        }
        return .plate(plate, line: lineNumber, input: text)
    }

    /// The index of the `plate` or `placa` column when `line` is a CSV header; nil
    /// otherwise. (Neither word is a plate, so a list of plates is never taken for one.)
    private static func plateColumn(inHeader line: String) -> Int? {
        guard let fields = CSVRecord.fields(of: line) else { return nil }
        return fields.firstIndex {
            let name = $0.trimmingCharacters(in: .whitespaces).lowercased()
            return name == "plate" || name == "placa"
        }
    }
}
