import Foundation
import PlateFinderApp
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own standard input, output and error, as the `platefinder` executable
/// hands them to `CommandRunner`.
///
/// Writes go straight to the file descriptors, unbuffered, so nothing is lost when the
/// process exits right after. A reader of standard output that went away
/// (`platefinder history | head -1`) ends the process at once and quietly, as SIGPIPE
/// ends any Unix tool; any other failure is thrown for the console to report.
public struct StandardStreams: CommandStreams {
    private let input = StandardInput()

    /// The streams of this process; call `prepare()` first, before anything is opened.
    public init() {}

    /// Ignores SIGPIPE, so a write to a pipe or FIFO no one reads fails with `EPIPE` where
    /// the writer can decide what it means (see `writeOutput` and `OutputFileWriter`), and
    /// holds every closed standard descriptor open on the null device, read-only.
    ///
    /// A closed standard output would otherwise be the number the next `open` returns:
    /// the output meant for it would land in whatever file that was. Held read-only, a
    /// write to it fails (`EBADF`) and is reported like any other.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` takes the lowest free number: this one, as every lower one is open by
            // now. Moved there should that ever not hold.
            let placeholder = open("/dev/null", O_RDONLY | O_CLOEXEC)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Whether standard input and output are both terminals.
    public var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Whether standard output is a terminal.
    public var isOutputTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// Whether standard error is a terminal.
    public var isErrorTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// Writes `text` to standard output; a reader that went away ends the process.
    public func writeOutput(_ text: String) throws(WriteFailure) {
        do throws(WriteFailure) {
            try FileDescriptorWriter.write(Data(text.utf8), to: STDOUT_FILENO)
        } catch {
            if error.errorNumber == EPIPE { BrokenPipe.endProcess() }
            throw error
        }
    }

    /// Writes `text` to standard error.
    public func writeError(_ text: String) {
        do {
            try FileDescriptorWriter.write(Data(text.utf8), to: STDERR_FILENO)
        } catch {
            // Standard error is where failures are reported; when it fails too there is
            // nowhere left to say so, and the exit code still tells.
            return
        }
    }

    /// How many columns wide the terminal on standard output is, if it is one.
    public var outputColumns: Int? {
        WindowSize.read(STDOUT_FILENO)?.columns
    }

    /// Reads one line of standard input, cut at `InputLineReader.maximumLineBytes`.
    public func readLine() -> String? {
        input.nextLine()
    }
}
