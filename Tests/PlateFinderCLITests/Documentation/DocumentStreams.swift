import Foundation
import PlateFinderCLI

/// Streams as a person at an 80-column terminal without colour sees them: standard output
/// is the terminal, standard error is kept in order with it, and standard input is a file.
///
/// `@unchecked Sendable` is safe: `written` is read and changed only while holding `lock`.
final class DocumentStreams: CommandStreams, @unchecked Sendable {
    private let lock = NSLock()
    private var written = ""
    private var lines: [String]

    /// Streams whose standard input holds `input`.
    init(input: String?) {
        lines =
            input.map { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            } ?? []
        if lines.last == "" { lines.removeLast() }
    }

    /// Both streams, as the terminal shows them.
    var transcript: String { lock.withLock { written } }

    var isInteractive: Bool { false }
    var isOutputTerminal: Bool { true }
    // A redrawn progress line is a terminal's animation, not text a document can show.
    var isErrorTerminal: Bool { false }
    var outputColumns: Int? { 80 }

    func writeOutput(_ text: String) throws(WriteFailure) {
        lock.withLock { written += text }
    }

    func writeError(_ text: String) {
        lock.withLock { written += text }
    }

    func readLine() -> String? {
        lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
    }
}
