import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT on a real `platefinder batch -o FILE` and
/// `due --refresh`: FILE is put in place holding exactly the first plates of the input, no
/// hidden file is left beside it, the summary says how far it got and how to go on, and
/// the process exits 128 + the signal's number. A second signal ends it at once, FILE in
/// place all the same; the same signal again in the same moment is the same request.
@Suite(.timeLimit(.minutes(1))) struct BatchStopSignalTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT], [0, 2])
    func stopSignal_putsTheFirstPlatesInPlace_andSaysHowToGoOn(
        signalNumber: Int32, answered: Int
    ) async throws {
        let sut = try makeSUT(answered: answered)
        let process = try sut.start(["batch", sut.input, "-o", sut.output])
        // The plates before it answered, and the next one's request held by a silent portal.
        try await waitUntil(polls: 2000) { sut.asked.count == answered + 1 }

        process.send(signalNumber)
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }

        #expect(termination == .exited(128 + signalNumber))
        #expect(try sut.rowPlates() == Array(sut.plates.prefix(answered)))
        #expect(try sut.rowsFolder.names() == ["out.csv"])
        let stderr = try sut.errors()
        let name = try #require(Self.names[signalNumber])
        let done = answered == 1 ? "1 plate" : "\(answered) plates"
        #expect(
            stderr.contains("Stopped by \(name): \(done) done, \(4 - answered) not asked."),
            "\(stderr)")
        #expect(
            stderr.contains(
                "To go on: platefinder batch \(sut.input) "
                    + SUT.batchPacing.joined(separator: " ") + " --resume -o \(sut.output)"),
            "\(stderr)")
        #expect(!stderr.lowercased().contains("crash"), "\(stderr)")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func goingOnAsPrinted_givesTheUninterruptedFile(signalNumber: Int32) async throws {
        let sut = try makeSUT(answered: 2)
        let process = try sut.start(["batch", sut.input, "-o", sut.output])
        try await waitUntil(polls: 2000) { sut.asked.count == 3 }
        process.send(signalNumber)
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }
        let stderr = try sut.errors()
        let command = try #require(
            stderr.components(separatedBy: "\n").first { $0.contains("To go on: ") }?
                .components(separatedBy: "To go on: platefinder ").last, "\(stderr)")

        try sut.portal.serveVehicle(times: 2)
        // The command as printed: it repeats the run's pacing and sources itself.
        let resumed = try await sut.portal.cli.runBinary(command.components(separatedBy: " "))

        #expect(termination == .exited(128 + signalNumber))
        #expect(resumed.exitCode == 0, "\(resumed.error)")
        #expect(try sut.rowPlates() == sut.plates)
        #expect(try sut.rowsFolder.names() == ["out.csv"])
    }

    @Test func stopSignal_onRowsToStandardOutput_writesTheFirstPlates_andNamesOutput()
        async throws
    {
        let sut = try makeSUT(answered: 1)
        let process = try sut.start(["batch", sut.input], standardOutput: sut.output)
        try await waitUntil(polls: 2000) { sut.asked.count == 2 }

        process.send(SIGTERM)
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }

        #expect(termination == .exited(143))
        #expect(try sut.rowPlates() == ["PBX1231"])
        let stderr = try sut.errors()
        #expect(stderr.contains("Stopped by SIGTERM: 1 plate done"), "\(stderr)")
        #expect(stderr.contains("--output FILE"), "\(stderr)")
    }

    @Test func secondSignal_endsAtOnce_withTheFileInPlace() async throws {
        let sut = try makeSUT(answered: 2)
        let process = try sut.start(["batch", sut.input, "-o", sut.output])
        try await waitUntil(polls: 2000) { sut.asked.count == 3 }

        // Two different signals are both delivered, in either order (the process has
        // several threads); the batch stopping on the first takes far longer than the
        // watcher takes to read the second.
        process.send(SIGINT)
        process.send(SIGTERM)
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }

        #expect(termination == .exited(130) || termination == .exited(143))
        let second = termination == .exited(143) ? "SIGTERM" : "SIGINT"
        let rows = try sut.rowPlates()
        #expect(rows == Array(sut.plates.prefix(rows.count)), "\(rows)")
        #expect(try sut.rowsFolder.names() == ["out.csv"])
        let stderr = try sut.errors()
        #expect(stderr.contains("Ended at once by a second signal (\(second))"), "\(stderr)")
    }

    @Test func sameSignalTwiceInAMoment_stopsAsOne_asTimeoutSendsIt() async throws {
        let sut = try makeSUT(answered: 2)
        let process = try sut.start(["batch", sut.input, "-o", sut.output])
        try await waitUntil(polls: 2000) { sut.asked.count == 3 }

        // `timeout` signals the command, then its process group: the same SIGTERM twice.
        process.send(SIGTERM)
        usleep(5_000)
        process.send(SIGTERM)
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }

        // A repeat that comes once the batch has stopped meets the resting action: ended by
        // SIGTERM all the same, after the clean stop was written.
        #expect(termination == .exited(143) || termination == .signalled(SIGTERM))
        #expect(try sut.rowPlates() == Array(sut.plates.prefix(2)))
        let stderr = try sut.errors()
        #expect(stderr.contains("Stopped by SIGTERM: 2 plates done"), "\(stderr)")
        #expect(!stderr.contains("second signal"), "\(stderr)")
    }

    @Test func stopSignal_onDueRefresh_keepsTheAnswers_andExitsWithItsCode() async throws {
        let sut = try makeSUT(answered: 0)
        sut.portal.sri.answerUnscripted { _ in .silent }
        let process = try sut.start(["due", "--plates", sut.input, "--refresh"])
        try await waitUntil(polls: 2000) { !sut.asked.isEmpty }

        process.send(SIGHUP)
        let termination = process.wait(timeout: 20)
        if termination == nil { process.send(SIGKILL) }

        #expect(termination == .exited(129))
        let stderr = try sut.errors()
        #expect(stderr.contains("Stopped by SIGHUP: 0 plates done, 4 not asked."), "\(stderr)")
        #expect(stderr.contains("due --refresh asks every plate again"), "\(stderr)")
    }

    private static let names = [
        SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT",
    ]

    /// A portal that answers the first `answered` page requests and holds every later one,
    /// an input of four plates, and a folder of its own for the rows.
    struct SUT {
        static let prefix = "/stop-signal"

        let portal: LoopbackPortal
        let plates = ["PBX1231", "PBX1232", "PBX1233", "PBX1234"]
        let input: String
        let rowsFolder: TemporaryFolder
        let errorsFile: String

        /// Where the rows go.
        var output: String { rowsFolder.file("out.csv") }

        /// The plates this test's process asked the ANT about, in order of arrival.
        var asked: [String] {
            portal.server.requests.filter { $0.path.hasPrefix(Self.prefix + "/") }.compactMap {
                $0.queryItems.first { $0.name == "ps_identificacion" }?.value
            }
        }

        /// Starts the binary with `arguments`, one request at a time to the ANT only, its
        /// standard error to `errorsFile` and its standard output to `standardOutput`.
        func start(
            _ arguments: [String], standardOutput: String? = nil
        ) throws -> SpawnedProcess {
            let errors = open(errorsFile, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            let rows = standardOutput.map {
                open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            }
            defer {
                close(errors)
                if let rows { close(rows) }
            }
            let pacing = arguments.first == "batch" ? Self.batchPacing : []
            return try SpawnedProcess(
                try BuiltProduct.executable(named: "platefinder"), arguments: arguments + pacing,
                environment: portal.cli.environment, standardOutput: rows,
                standardError: errors)
        }

        /// The plates of the rows written, in order: the first column of each CSV line
        /// after the one header. Fails on a line cut in half or on a cancelled part.
        func rowPlates() throws -> [String] {
            let data = FileManager.default.contents(atPath: output) ?? Data()
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.isEmpty || text.hasSuffix("\r\n"), "\(text)")
            #expect(!text.contains("cancel"), "\(text)")
            let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines.first?.hasPrefix("plate,") == true, "\(text)")
            #expect(!lines.dropFirst().contains { $0.hasPrefix("plate,") }, "\(text)")
            return lines.dropFirst().map { String($0.prefix(7)) }
        }

        func errors() throws -> String {
            try String(contentsOfFile: errorsFile, encoding: .utf8)
        }

        static let batchPacing = [
            "--sources", "ant", "--interval", "0", "--concurrency", "1", "--retries", "0",
            "--timeout", "300",
        ]
    }

    private func makeSUT(answered: Int) throws -> SUT {
        // Its own path prefix tells this process's requests from a stray one of another
        // test whose server had the same port before.
        let portal = try LoopbackPortal(pathPrefix: SUT.prefix)
        try portal.serveVehicle(times: answered)
        portal.server.answerUnscripted { _ in .silent }
        let folder = portal.cli.folder
        let sut = SUT(
            portal: portal, input: folder.file("plates.txt"), rowsFolder: try TemporaryFolder(),
            errorsFile: folder.file("err.txt"))
        try Data((sut.plates.joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: sut.input))
        return sut
    }
}
