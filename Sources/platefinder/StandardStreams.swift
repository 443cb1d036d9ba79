#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gets the process's standard streams ready before anything is opened or written.
enum StandardStreams {
    /// Ignores SIGPIPE, so a write to a pipe or FIFO no one reads fails with `EPIPE` where
    /// the writer can decide what it means (see `Console` and `OutputFileWriter`), and
    /// holds every closed standard descriptor open on the null device, read-only.
    ///
    /// A closed standard output would otherwise be the number the next `open` returns:
    /// the output meant for it would land in whatever file that was. Held read-only, a
    /// write to it fails (`EBADF`) and is reported like any other.
    static func prepare() {
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
}
