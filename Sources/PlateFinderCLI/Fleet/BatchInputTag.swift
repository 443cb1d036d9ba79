import Foundation

/// Where a batch's plate came from in its input: the line and the text written there,
/// handed back with the plate's report.
public struct BatchInputTag: Hashable, Sendable {
    /// The line number, from 1.
    public let line: Int
    /// The text the line gave for the plate, as written (trimmed).
    public let input: String

    /// A plate read on `line` as `input`.
    public init(line: Int, input: String) {
        self.line = line
        self.input = input
    }
}
