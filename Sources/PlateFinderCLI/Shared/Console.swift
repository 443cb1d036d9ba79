import Foundation
import PlateFinderApp
import PlateFinderDomain

/// Where one command writes: results to standard output, errors and notes to standard
/// error; and, on a terminal, where it asks questions.
///
/// Standard output is checked: the first failure is kept (and later output dropped) for
/// `finish` to report. What a failure means for the process — a reader that went away
/// ends it at once — is the streams' decision (see `StandardStreams`).
final class Console: @unchecked Sendable {
    // Safe to share across threads: `outputFailure` is read and written only while
    // holding `lock`, which also keeps each piece of output whole.
    private let lock = NSLock()
    private var outputFailure: WriteFailure?
    private var failure = FailureReport()
    private var outputHoldsFailure = false
    private let streams: any CommandStreams

    /// A console on `streams`.
    init(streams: any CommandStreams) {
        self.streams = streams
    }

    /// Writes `text` as is to standard output.
    func output(_ text: String) {
        lock.withLock {
            guard outputFailure == nil else { return }
            do throws(WriteFailure) {
                try streams.writeOutput(text)
            } catch {
                outputFailure = error
            }
        }
    }

    /// Writes `sentence` to standard error as one line, prefixed with the tool's name; the
    /// first one is the message of the command's failure.
    func error(_ sentence: String) {
        lock.withLock { failure.message = failure.message ?? sentence }
        streams.writeError("platefinder: \(sentence)\n")
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

    /// Writes a remark about the output (not a failure) to standard error, like `error`.
    func note(_ sentence: String) {
        streams.writeError("platefinder: \(sentence)\n")
    }

    /// Keeps the code name (and HTTP status) of the failure being reported, unless one was
    /// kept already; a failure without one is named after its exit code.
    func recordFailure(code: String, statusCode: Int? = nil, source: VehicleSource? = nil) {
        lock.withLock {
            guard failure.code == nil else { return }
            failure.code = code
            failure.statusCode = statusCode
            failure.source = source
        }
    }

    /// Prints the failure that ended the command with `code` as a JSON object on standard
    /// output, for scripts that asked for JSON: `{"error": {"code", "statusCode",
    /// "message"}}`. Success, and `validate`'s incomplete plate, are not failures.
    func outputFailureObject(for code: ExitCode) {
        guard code != .success, code != .plateIncomplete,
            !lock.withLock({ outputHoldsFailure })
        else { return }
        let object = lock.withLock { failure.object(exitCode: code) }
        output(object.prettyText + "\n")
    }

    /// Notes that the JSON on standard output already is the command's answer, whatever its
    /// exit code (`fines --json` marks each status it could not read, `due --json` lists
    /// what it could), so no failure object follows it.
    func outputSaysWhyItFailed() {
        lock.withLock { outputHoldsFailure = true }
    }

    /// `code`, unless standard output could not be written: then that is reported in
    /// `messages`' language and the command ends with `ExitCode.output`.
    func finish(_ code: ExitCode, messages: Messages) -> ExitCode {
        guard let failure = lock.withLock({ outputFailure }) else { return code }
        error(messages.outputNotWritten(reason: failure.reason))
        return .output
    }

    /// How many columns text is laid out in: the terminal's width, or 80 without one.
    var outputColumns: Int {
        streams.outputColumns ?? 80
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
