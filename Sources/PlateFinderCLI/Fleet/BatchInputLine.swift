import Foundation
import PlateFinderDomain

/// What one line of a batch's input gives.
public enum BatchInputLine: Equatable, Sendable {
    /// A plate to look up, first met on `line`, written there as `input`.
    case plate(LookupPlate, line: Int, input: String)
    /// Text on `line` that is not a complete plate (its format says why).
    case invalid(text: String, line: Int, format: PlateFormat)
    /// A plate met earlier again on `line`; it is asked once.
    case repeated(Plate, line: Int)
    /// A CSV line whose fields could not be read (an unclosed quote), or without the
    /// plate column.
    case unreadable(line: Int)
    /// A CSV record from `line` whose quoted field is never closed (within 4 KiB, or
    /// before the end of the input).
    case unclosedQuote(line: Int)
}
