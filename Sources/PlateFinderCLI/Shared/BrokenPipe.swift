#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The end of a command whose reader went away.
enum BrokenPipe {
    /// Ends the process by SIGPIPE, as the system ends any tool writing to a pipe no one
    /// reads: shells report status 141 and print nothing, and `set -o pipefail` sees it.
    ///
    /// SIGPIPE is ignored while the command runs (see `StandardStreams`), so the default
    /// action is put back and the signal unblocked before it is raised.
    static func endProcess() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(SIGPIPE)
        // Only reached when the signal could not be delivered; the status says the same.
        _exit(128 + SIGPIPE)
    }
}
