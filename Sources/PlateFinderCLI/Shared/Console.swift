import Foundation
import PlateFinderApp
import PlateFinderDomain

/// Where one command writes: results to standard output, errors and notes to standard
/// error; and, on a terminal, where it asks questions.
///
/// Standard output is checked: the first failure is kept (and later output dropped) for
/// the runner to report. What a failure means for the process — a reader that went away
/// ends it at once — is the streams' decision (see `StandardStreams`).
final class Console: @unchecked Sendable {
    // Safe to share across threads: `failedOutput` is read and written only while
    // holding `lock`, which also keeps each piece of output whole.
    private let lock = NSLock()
    private var failedOutput: WriteFailure?
    private let streams: any CommandStreams

    /// A console on `streams`.
    init(streams: any CommandStreams) {
        self.streams = streams
    }

    /// Writes `text` as is to standard output.
    func output(_ text: String) {
        lock.withLock {
            guard failedOutput == nil else { return }
            do throws(WriteFailure) {
                try streams.writeOutput(text)
            } catch {
                failedOutput = error
            }
        }
    }

    /// Writes `text` as is to standard error: a progress line redrawn in place.
    func progress(_ text: String) {
        streams.writeError(text)
    }

    /// Whether standard output is a terminal.
    var isOutputTerminal: Bool {
        streams.isOutputTerminal
    }

    /// Whether standard error is a terminal.
    var isErrorTerminal: Bool {
        streams.isErrorTerminal
    }

    /// Writes `sentence` to standard error as one line, prefixed with the tool's name: a
    /// remark about the output, or (from the runner) why the command failed.
    func note(_ sentence: String) {
        streams.writeError("platefinder: \(sentence)\n")
    }

    /// Why standard output could not be written, once it could not.
    var outputFailure: WriteFailure? {
        lock.withLock { failedOutput }
    }

    /// How many columns text is laid out in: the terminal's width, or 80 without one.
    var outputColumns: Int {
        streams.outputColumns ?? 80
    }

    /// How wide the terminal on standard output is; nil when standard output is none, so
    /// a listing knows to bound its cells without a width to fit.
    var terminalColumns: Int? {
        streams.outputColumns
    }

    /// Whether a person is there to answer: standard input and output are both terminals.
    var isInteractive: Bool {
        streams.isInteractive
    }

    /// Reads one line of standard input without its line end; nil at the end of input.
    func readLine() -> String? {
        streams.readLine()
    }

    /// Writes `question` to standard output and reads one line of answer; nil at the end
    /// of input.
    func ask(_ question: String) -> String? {
        output(question)
        return streams.readLine()
    }
}
