import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import TerminalUI
import TerminalUITestSupport

/// The full-screen app as a person runs it: the built binary on a pseudo-terminal of
/// `size`, and what a terminal would show after its output.
struct AppScreen: Sendable {
    /// The terminal's size.
    let size: TerminalSize

    /// Starts the built `platefinder` with `arguments` on a new terminal, in `cli`'s
    /// environment, as an `xterm`.
    func start(_ cli: CommandLineHarness, arguments: [String] = []) throws -> PseudoTerminalSession
    {
        try PseudoTerminalSession(
            try BuiltProduct.executable(named: "platefinder"), arguments: arguments,
            environment: cli.environment.merging(["TERM": "xterm"]) { $1 },
            columns: UInt16(size.columns), rows: UInt16(size.rows))
    }

    /// The screen a terminal would show after `output`.
    func replica(_ output: [UInt8]) -> ScreenReplica {
        var replica = ScreenReplica(size: size)
        replica.apply(output)
        return replica
    }

    /// The screen's rows after `output`, trailing spaces removed.
    func rows(_ output: [UInt8]) -> [String] {
        replica(output).lines().map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }
    }

    /// Whether a row of the screen after `output` contains `text`.
    func shows(_ output: [UInt8], _ text: String) -> Bool {
        rows(output).contains { $0.contains(text) }
    }

    /// Whether `bytes` hold `sequence`, e.g. an escape sequence the app wrote.
    static func contains(_ bytes: ArraySlice<UInt8>, _ sequence: [UInt8]) -> Bool {
        guard bytes.count >= sequence.count else { return false }
        var start = bytes.startIndex
        while start <= bytes.endIndex - sequence.count {
            if bytes[start..<(start + sequence.count)].elementsEqual(sequence) { return true }
            start += 1
        }
        return false
    }
}
