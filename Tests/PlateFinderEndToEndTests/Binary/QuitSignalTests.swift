import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-\ (SIGQUIT) on a real `platefinder` command that does not watch for it: the command
/// ends at once, as Ctrl-C ends it, with status 131 and no crash report.
@Suite(.timeLimit(.minutes(1))) struct QuitSignalTests {
    @Test func quit_endsAFindWaitingOnThePortal_withStatus131_andNoCrashReport() async throws {
        // Its own path prefix tells this process's requests from a stray one of another
        // test whose server had the same port before.
        let portal = try LoopbackPortal(pathPrefix: Self.prefix)
        portal.server.answerUnscripted { _ in .silent }
        let errors = portal.cli.folder.file("err.txt")
        let errorDescriptor = open(errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(errorDescriptor) }

        let process = try SpawnedProcess(
            try BuiltProduct.executable(named: "platefinder"),
            arguments: ["find", "PBX1234", "--sources", "ant", "--timeout", "300"],
            environment: portal.cli.environment, standardError: errorDescriptor)
        try await waitUntil(polls: 2000) {
            portal.server.requests.contains { $0.path.hasPrefix(Self.prefix + "/") }
        }
        process.send(SIGQUIT)
        // The portal alone would keep it 300 s.
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }

        #expect(termination == .exited(131))
        let stderr = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(!stderr.lowercased().contains("crash"), "\(stderr)")
    }

    private static let prefix = "/quit"
}
