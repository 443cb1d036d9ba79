import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command writes: results to standard output, errors and notes to standard
/// error; and, on a terminal, where it asks questions.
///
/// Writes go straight to the file descriptors, unbuffered, so nothing is lost when the
/// process exits right after.
struct Console: Sendable {
    /// Writes `text` as is to standard output.
    func output(_ text: String) {
        write(text, to: .standardOutput)
    }

    /// Writes `sentence` to standard error as one line, prefixed with the tool's name.
    func error(_ sentence: String) {
        write("platefinder: \(sentence)\n", to: .standardError)
    }

    /// Writes a remark about the output (not a failure) to standard error, like `error`.
    func note(_ sentence: String) {
        error(sentence)
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

    private func write(_ text: String, to handle: FileHandle) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            // The reader went away (`platefinder find … | head -1`) or the disk is full;
            // there is nowhere left to report that, and the exit code still tells.
            return
        }
    }
}
