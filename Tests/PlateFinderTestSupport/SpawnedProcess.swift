import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` in a process group of its own, with exactly
/// the environment given, no signal blocked or ignored, and no descriptor of this process
/// open but the three it is handed as standard input, output and error.
///
/// Foundation's `Process` is not used: on Linux its `run()` copies 256 bytes out of every
/// `/proc/self/fd` entry, however short, and crashes the test process when an entry ends
/// right before an unmapped page (swift-corelibs-foundation pull request 5472), which a
/// test run spawning hundreds of children meets every other run.
///
/// `@unchecked Sendable` is safe: `termination` is written once, under `lock`, by the
/// thread that reaps the child, and read under `lock`.
public final class SpawnedProcess: @unchecked Sendable {
    /// How a child ended.
    public enum Termination: Equatable, Sendable {
        /// It called `exit` with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)

        /// The exit status, or the signal's number when a signal ended it, as Foundation's
        /// `terminationStatus` reports it.
        public var status: Int32 {
            switch self {
            case .exited(let status), .signalled(let status): status
            }
        }
    }

    /// Why a child could not be started: `posix_spawn` or a step before it failed with
    /// `code`.
    public struct SpawnError: Error, Equatable {
        /// The executable.
        public let path: String
        /// The `errno`-style code.
        public let code: Int32
    }

    /// The child's process identifier, and the identifier of its process group.
    public let identifier: pid_t
    private let lock = NSLock()
    private let ended = DispatchSemaphore(value: 0)
    private var termination: Termination?

    /// Starts `executable` with `arguments` and exactly `environment`; a descriptor left nil
    /// reads or writes `/dev/null`.
    public init(
        _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        standardInput: Int32? = nil, standardOutput: Int32? = nil, standardError: Int32? = nil
    ) throws(SpawnError) {
        let path = executable.path
        identifier = try Self.spawn(
            path, arguments: [path] + arguments,
            environment: environment.map { "\($0.key)=\($0.value)" },
            descriptors: [standardInput, standardOutput, standardError])
        // A thread of its own, not a Dispatch worker: a test may keep many children waiting.
        let reaper = Thread { [self] in reap() }
        reaper.name = "SpawnedProcess \(identifier)"
        reaper.start()
    }

    /// How the child ended, once it has.
    public func wait() -> Termination {
        ended.wait()
        return ending()
    }

    /// How the child ended, waiting at most `seconds`; nil while it still runs.
    public func wait(timeout seconds: TimeInterval) -> Termination? {
        guard ended.wait(timeout: .now() + seconds) == .success else { return nil }
        return ending()
    }

    /// Sends `signal` to the child, unless it has ended and been reaped (its identifier may
    /// then belong to another process).
    public func send(_ signal: Int32) {
        lock.withLock {
            if termination == nil { _ = kill(identifier, signal) }
        }
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool {
        lock.withLock { termination == nil }
    }

    /// After a successful wait on `ended`: signals it again, so every later wait returns at
    /// once too, and reads how the child ended.
    private func ending() -> Termination {
        ended.signal()
        // `reap` sets it before it first signals `ended`.
        return lock.withLock { termination } ?? .signalled(0)
    }

    /// Waits for the end without reaping, so `send` never signals a reused identifier, then
    /// reaps under the lock.
    private func reap() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(identifier), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        lock.withLock {
            var status: Int32 = 0
            while waitpid(identifier, &status, 0) < 0, errno == EINTR {}
            termination =
                status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }
        ended.signal()
    }

    private static func spawn(
        _ path: String, arguments: [String], environment: [String], descriptors: [Int32?]
    ) throws(SpawnError) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (target, descriptor) in descriptors.enumerated() {
            let code =
                if let descriptor {
                    posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
                } else {
                    posix_spawn_file_actions_addopen(
                        &actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
                }
            guard code == 0 else { throw SpawnError(path: path, code: code) }
        }
        // As a shell starts a command: every signal unblocked and at its default action,
        // whatever the spawning thread (a Dispatch worker blocks nearly all) has.
        var unblocked = sigset_t()
        var defaults = sigset_t()
        sigemptyset(&unblocked)
        sigemptyset(&defaults)
        for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        let closing = closeEveryOtherDescriptor(&actions)
        guard closing == 0 else { throw SpawnError(path: path, code: closing) }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(path: path, code: code) }
        return pid
    }

    #if !canImport(Darwin)
    /// Closes every descriptor from 3 up in the child: with `closefrom` where the C library
    /// has it (glibc 2.34), otherwise each one `/proc/self/fd` lists now (FileManager reads
    /// its entries by their length); one closed by the time the child starts is skipped.
    private static func closeEveryOtherDescriptor(
        _ actions: inout posix_spawn_file_actions_t
    ) -> Int32 {
        typealias CloseFrom =
            @convention(c) (
                UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
            ) -> Int32
        if let closeFrom = RuntimeSymbol.lookUp(
            "posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)
        {
            return closeFrom(&actions, 3)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        } catch {
            return ENOENT
        }
        for descriptor in names.compactMap({ Int32($0) }) where descriptor > 2 {
            let code = posix_spawn_file_actions_addclose(&actions, descriptor)
            guard code == 0 else { return code }
        }
        return 0
    }
    #endif
}
