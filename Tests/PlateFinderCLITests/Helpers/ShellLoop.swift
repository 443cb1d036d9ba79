import Dispatch
import Foundation
import PlateFinderTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `/bin/sh` script run in the background that calls `platefinder` (as `"$PF"`) in a
/// loop, so a test can start several at once or kill one, with every process it started,
/// in the middle of its work.
final class ShellLoop {
    private let process: Process
    private let pid: Int32
    private let ending = Ending()

    /// Starts `script` with `arguments` as `"$@"`, the runner's environment plus `PF`
    /// (the binary) and `extraEnvironment`; its output is thrown away, its errors go to
    /// `errorPath`.
    init(
        script: String, arguments: [String], cli: PlateFinderCLI,
        extraEnvironment: [String: String] = [:], errorPath: String
    ) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh"] + arguments
        process.environment = cli.environment
            .merging(["PF": try BuiltProduct.executable(named: "platefinder").path]) { $1 }
            .merging(extraEnvironment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard FileManager.default.createFile(atPath: errorPath, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorPath])
        }
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.terminationHandler = { [ending] process in
            let killed = process.terminationReason == .uncaughtSignal
            ending.record(killed ? nil : process.terminationStatus)
        }
        try process.run()
        pid = process.processIdentifier
    }

    /// Sends SIGKILL to the loop's process group: the shell and the `platefinder` it is
    /// running. Foundation starts each child in a group of its own on Linux; where it does
    /// not, only the shell is killed.
    func killGroup() {
        if kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
    }

    /// Waits for the shell to end and returns its exit status (nil when a signal ended it).
    func waitForExit() async -> Int32? {
        await withCheckedContinuation { [ending] continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: ending.wait())
            }
        }
    }
}

/// How the shell ended, handed from Foundation's termination handler to whoever waits.
///
/// `@unchecked Sendable` is safe: `status` is written once before `done` is signalled and
/// read only after waiting on it; the semaphore orders the two.
private final class Ending: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var status: Int32?

    func record(_ status: Int32?) {
        self.status = status
        done.signal()
    }

    /// Blocks until the shell ended; its exit status, or nil when a signal ended it.
    func wait() -> Int32? {
        done.wait()
        // Let a later call return at once too.
        done.signal()
        return status
    }
}
