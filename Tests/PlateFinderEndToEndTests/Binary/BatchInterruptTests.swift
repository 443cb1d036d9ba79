import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C or Ctrl-\ on a real `platefinder batch`: nothing more starts, the request in flight
/// is cut short, every finished row is written with the summary, and the process exits 130
/// or 131, with no crash report.
@Suite(.timeLimit(.minutes(1))) struct BatchInterruptTests {
    @Test(arguments: [(SIGINT, 130), (SIGQUIT, 131)] as [(Int32, Int32)])
    func stopSignal_keepsFinishedRows_printsTheSummary_andExitsWithItsCode(
        signalNumber: Int32, exitStatus: Int32
    ) async throws {
        // Its own path prefix tells this process's requests from a stray one of another
        // test whose server had the same port before.
        let portal = try LoopbackPortal(pathPrefix: Self.prefix)
        try portal.serveVehicle(times: 2)
        portal.server.answerUnscripted { _ in .silent }
        let folder = portal.cli.folder
        let input = folder.file("plates.txt")
        try Data("PBX1231\nPBX1232\nPBX1233\nPBX1234\n".utf8)
            .write(to: URL(fileURLWithPath: input))
        let (output, errors) = (folder.file("out.csv"), folder.file("err.txt"))
        let outputDescriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errorDescriptor = open(errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            close(outputDescriptor)
            close(errorDescriptor)
        }

        let process = try SpawnedProcess(
            try BuiltProduct.executable(named: "platefinder"),
            arguments: [
                "batch", input, "--sources", "ant", "--interval", "0", "--concurrency", "1",
                "--retries", "0", "--timeout", "300",
            ],
            environment: portal.cli.environment, standardOutput: outputDescriptor,
            standardError: errorDescriptor)
        // Two rows written, and the third plate's request waiting on a silent portal (for
        // longer than any loaded machine takes to get here).
        try await waitUntil(polls: 2000) {
            Self.lines(output).count == 3 && Self.asked(portal).count == 3
        }
        let askedBeforeInterrupt = Self.asked(portal)
        let interrupted = ContinuousClock.now
        process.send(signalNumber)
        let termination = process.wait(timeout: 20)
        let stopping = ContinuousClock.now - interrupted

        #expect(termination == .exited(exitStatus))
        // Cut short at once; the portal alone would have kept it 300 s.
        #expect(stopping < .seconds(10))
        #expect(Self.lines(output).dropFirst().map { $0.prefix(7) } == ["PBX1231", "PBX1232"])
        let stderr = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(stderr.contains("Batch stopped: 2 plates finished"))
        #expect(!stderr.lowercased().contains("crash"), "\(stderr)")
        // Nothing more started: the plates asked are those asked before the signal, in input
        // order, and the fourth plate was never asked.
        let asked = Self.asked(portal)
        #expect(asked == askedBeforeInterrupt, "\(asked)")
        #expect(!asked.contains("PBX1234"), "\(asked)")
    }

    private static let prefix = "/interrupt"

    /// The plates this test's process asked for.
    private static func asked(_ portal: LoopbackPortal) -> [String] {
        portal.server.requests.filter { $0.path.hasPrefix(prefix + "/") }.compactMap {
            $0.queryItems.first { $0.name == "ps_identificacion" }?.value
        }
    }

    private static func lines(_ path: String) -> [String] {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
            .filter { !$0.isEmpty }
    }
}
