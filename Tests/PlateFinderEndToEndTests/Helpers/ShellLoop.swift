import Dispatch
import Foundation
import PlateFinderCLITestSupport
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
    private let process: SpawnedProcess

    /// Starts `script` with `arguments` as `"$@"`, the runner's environment plus `PF`
    /// (the binary) and `extraEnvironment`; its output is thrown away, its errors go to
    /// `errorPath`.
    init(
        script: String, arguments: [String], cli: CommandLineHarness,
        extraEnvironment: [String: String] = [:], errorPath: String
    ) throws {
        guard FileManager.default.createFile(atPath: errorPath, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorPath])
        }
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process = try SpawnedProcess(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, "sh"] + arguments,
            environment: cli.environment
                .merging(["PF": try BuiltProduct.executable(named: "platefinder").path]) { $1 }
                .merging(extraEnvironment) { $1 },
            standardError: errors.fileDescriptor)
    }

    /// Sends SIGKILL to the loop's process group: the shell and the `platefinder` it is
    /// running (the shell starts in a group of its own).
    func killGroup() {
        if kill(-process.identifier, SIGKILL) != 0 { process.send(SIGKILL) }
    }

    /// Waits for the shell to end and returns its exit status (nil when a signal ended it).
    func waitForExit() async -> Int32? {
        await withCheckedContinuation { [process] continuation in
            DispatchQueue.global().async {
                guard case .exited(let status) = process.wait() else {
                    return continuation.resume(returning: nil)
                }
                continuation.resume(returning: status)
            }
        }
    }
}
