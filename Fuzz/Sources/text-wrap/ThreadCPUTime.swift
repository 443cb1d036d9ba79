#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spends, which other processes on a busy machine
/// do not inflate as they do the wall clock's.
enum ThreadCPUTime {
    /// The processor time `work` takes on this thread.
    static func measure(_ work: () -> Void) -> Duration {
        let start = now()
        work()
        return now() - start
    }

    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
