import Foundation
import PlateFinderApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command writes: results to standard output, errors and notes to standard
/// error; and, on a terminal, where it asks questions.
///
/// Writes go straight to the file descriptors, unbuffered, so nothing is lost when the
/// process exits right after. Standard output is checked: the first failure is kept (and
/// later output dropped) for `finish` to report, except a reader that went away
/// (`platefinder history | head -1`), which ends the process at once and quietly, as
/// SIGPIPE ends any Unix tool.
final class Console: @unchecked Sendable {
    // Safe to share across threads: `outputFailure` is read and written only while
    // holding `lock`, which also keeps each piece of output whole.
    private let lock = NSLock()
    private var outputFailure: WriteFailure?

    /// A console on the process's standard streams.
    init() {}

    /// Writes `text` as is to standard output.
    func output(_ text: String) {
        lock.withLock {
            guard outputFailure == nil else { return }
            do throws(WriteFailure) {
                try FileDescriptorWriter.write(Data(text.utf8), to: STDOUT_FILENO)
            } catch {
                if error.errorNumber == EPIPE { BrokenPipe.endProcess() }
                outputFailure = error
            }
        }
    }

    /// Writes `sentence` to standard error as one line, prefixed with the tool's name.
    func error(_ sentence: String) {
        do {
            try FileDescriptorWriter.write(
                Data("platefinder: \(sentence)\n".utf8), to: STDERR_FILENO)
        } catch {
            // Standard error is where failures are reported; when it fails too there is
            // nowhere left to say so, and the exit code still tells.
            return
        }
    }

    /// Writes a remark about the output (not a failure) to standard error, like `error`.
    func note(_ sentence: String) {
        error(sentence)
    }

    /// `code`, unless standard output could not be written: then that is reported in
    /// `messages`' language and the command ends with `ExitCode.output`.
    func finish(_ code: ExitCode, messages: Messages) -> ExitCode {
        guard let failure = lock.withLock({ outputFailure }) else { return code }
        error(messages.outputNotWritten(reason: failure.reason))
        return .output
    }

    /// Whether a person is there to answer: standard input and output are both terminals.
    var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Writes `question` to standard output and reads one line of answer; nil at the end
    /// of input.
    func ask(_ question: String) -> String? {
        output(question)
        return readLine(strippingNewline: true)
    }
}
