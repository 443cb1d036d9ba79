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
        try run(path, arguments, environment: environment) { actions in
            _ = posix_spawn_file_actions_addopen(
                &actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
    }

    /// Runs `path arguments` with its standard output on a pipe, handing `line` each line
    /// it writes (without its line break) with the instant the line's end was read.
    static func run(
        _ path: String, _ arguments: [String],
        eachLine line: (String, ContinuousClock.Instant) -> Void
    ) throws -> ChildProcess {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnError(path: "pipe", code: errno) }
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        return try run(path, arguments, environment: nil) { actions in
            posix_spawn_file_actions_adddup2(&actions, writing, 1)
            posix_spawn_file_actions_addclose(&actions, reading)
            posix_spawn_file_actions_addclose(&actions, writing)
        } whileRunning: {
            close(writing)
            readLines(from: reading, line)
        }
    }

    /// Why a child could not be started.
    struct SpawnError: Error {
        let path: String
        let code: Int32
    }

    /// Spawns the child with the file actions `redirect` adds (errors always go to
    /// /dev/null), runs `whileRunning`, then waits for the child's end.
    private static func run(
        _ path: String, _ arguments: [String], environment: [String]?,
        redirect: (inout posix_spawn_file_actions_t) -> Void, whileRunning: () -> Void = {}
    ) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        redirect(&actions)
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
        whileRunning()
        var exitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &exitStatus, 0, &usage) < 0 && errno == EINTR {}
        return ChildProcess(
            wallTime: clock.now - start,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            peakMemoryMiB: peakMiB(usage.ru_maxrss),
            exitCode: exitStatus & 0x7F == 0 ? (exitStatus >> 8) & 0xFF : -1)
    }

    /// Reads `descriptor` to its end, handing `line` each line as its break arrives.
    private static func readLines(
        from descriptor: Int32, _ line: (String, ContinuousClock.Instant) -> Void
    ) {
        let clock = ContinuousClock()
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let arrival = clock.now
            for byte in chunk[..<count] {
                if byte == 0x0A {
                    line(String(decoding: pending, as: UTF8.self), arrival)
                    pending.removeAll(keepingCapacity: true)
                } else {
                    pending.append(byte)
                }
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self), clock.now) }
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
