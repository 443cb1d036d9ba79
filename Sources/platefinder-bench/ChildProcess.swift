import Foundation

/// Runs a child process to its end with posix_spawn (Foundation's Process adds tens of
/// milliseconds of its own) and reports what it cost, as `wait4` measures it.
struct ChildProcess {
    /// Wall time from launch to exit.
    let wallTime: Duration
    /// CPU seconds in user and system mode together.
    let cpuSeconds: Double
    /// The largest resident set the child reached, in MiB.
    let peakMemoryMiB: Double
    /// The exit status, or -1 when a signal ended it.
    let exitCode: Int32

    /// Runs `path arguments`, with `environment` (`NAME=value`) or the benchmark's own, its
    /// errors thrown away and its output too, unless `outputPath` names a file to keep it in.
    static func run(
        _ path: String, _ arguments: [String], environment: [String]? = nil,
        outputPath: String? = nil
    ) throws
        -> ChildProcess
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(
            &actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup($0) } + [nil] } ?? []
        defer { envp.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let status =
            envp.isEmpty
            ? posix_spawn(&pid, path, &actions, nil, argv, environ)
            : posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard status == 0 else { throw SpawnError(path: path, code: status) }
        var exitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &exitStatus, 0, &usage) < 0 && errno == EINTR {}
        return ChildProcess(
            wallTime: clock.now - start,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            peakMemoryMiB: peakMiB(usage.ru_maxrss),
            exitCode: exitStatus & 0x7F == 0 ? (exitStatus >> 8) & 0xFF : -1)
    }

    /// Why a child could not be started.
    struct SpawnError: Error {
        let path: String
        let code: Int32
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }

    /// `ru_maxrss` is in KiB on Linux and in bytes on Darwin.
    private static func peakMiB(_ maxrss: Int) -> Double {
        #if canImport(Darwin)
        Double(maxrss) / (1024 * 1024)
        #else
        Double(maxrss) / 1024
        #endif
    }
}
