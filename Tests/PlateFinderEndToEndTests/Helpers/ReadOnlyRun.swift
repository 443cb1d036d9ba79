import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs of `platefinder` on a store it may read but not write. The tests run as root,
/// whom permission bits do not stop, so the store is made read-only for one run: by a
/// read-only bind mount in a mount namespace of that run's own, or by running as the
/// unprivileged user `nobody`.
enum ReadOnlyRun {
    /// `unshare`, `mount` and `setpriv`, when all are installed.
    static let tools: (unshare: String, mount: String, setpriv: String)? = {
        guard let unshare = find("unshare"), let mount = find("mount"),
            let setpriv = find("setpriv")
        else { return nil }
        return (unshare, mount, setpriv)
    }()

    /// Whether runs like these can be made here: root, on Linux, with the tools.
    static var isAvailable: Bool {
        #if os(Linux)
        geteuid() == 0 && tools != nil
        #else
        false
        #endif
    }

    private static func find(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

extension CommandLineHarness {
    /// Runs the binary with `folder` bind-mounted read-only over itself, for this run
    /// only: every file in it, and the folder itself, can be read and not written.
    func runBinary(
        _ arguments: [String], readOnly folder: String
    ) async throws -> ProcessRunner.Result {
        let tools = try #require(ReadOnlyRun.tools)
        let mount = "\(tools.mount) --bind -o ro \"$0\" \"$0\" && exec \"$@\""
        let namespace = "\(tools.unshare) -m --propagation private sh -c '\(mount)'"
        return try await runBinary(arguments, inShell: "exec \(namespace) '\(folder)' \"$@\"")
    }

    /// Runs the binary as the user `nobody`, who may read what others may and write
    /// nothing of root's.
    func runBinaryAsNobody(_ arguments: [String]) async throws -> ProcessRunner.Result {
        let tools = try #require(ReadOnlyRun.tools)
        return try await runBinary(
            arguments,
            inShell: "exec \(tools.setpriv) --reuid=65534 --regid=65534 --clear-groups \"$@\"")
    }
}
