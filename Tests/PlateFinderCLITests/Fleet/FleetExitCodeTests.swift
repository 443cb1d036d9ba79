import Foundation
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// One exit-code rule for `batch` and `due --plates`, the first that applies: interrupted
/// (130), output not written (7), the store failed (6), a plate without an answer (4),
/// input lines that are not plates (2), else 0.
@Suite(.timeLimit(.minutes(1))) struct FleetExitCodeTests {
    /// A way a fleet run can end, set up on the portal and the store.
    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case invalidLineAndFailedPlate
        case invalidLineOnly
        case storeFailureWithFailedPlate
        case outputUnwritable
        case interrupted

        var testDescription: String { rawValue }
    }

    /// Each situation and the code the rule gives it.
    static let rule: [(Situation, Int32)] = [
        (.invalidLineAndFailedPlate, 4), (.invalidLineOnly, 2),
        (.storeFailureWithFailedPlate, 6), (.outputUnwritable, 7), (.interrupted, 130),
    ]

    @Test(arguments: Self.rule)
    func batch_exitsWithTheFirstCodeTheRuleGives(situation: Situation, code: Int32) async throws {
        let sut = try await makeSUT(situation)

        let result = try await sut.run(
            [
                "batch", sut.input, "--sources", "ant", "--interval", "0", "--retries", "0",
                "--concurrency", "1",
            ] + sut.outputArguments(format: "--output"))

        #expect(result.exitCode == code, "\(result.error)")
    }

    @Test(arguments: Self.rule)
    func duePlatesRefresh_exitsWithTheFirstCodeTheRuleGives(
        situation: Situation, code: Int32
    ) async throws {
        let sut = try await makeSUT(situation)

        let result = try await sut.run(
            [
                "due", "--plates", sut.input, "--refresh", "--within", "3660",
            ] + sut.outputArguments(format: "--ics", "--output"))

        #expect(result.exitCode == code, "\(result.error)")
    }

    @Test(arguments: [
        (BatchEnding(), ExitCode.success),
        (BatchEnding(summary: BatchSummary(started: 2, found: 1, noData: 1)), .success),
        (BatchEnding(invalidLines: 1), .usage),
        (BatchEnding(inputFailed: true), .usage),
        (
            BatchEnding(summary: BatchSummary(started: 1, failed: 1), inputFailed: true),
            .portalUnavailable
        ),
        (
            BatchEnding(summary: BatchSummary(started: 1, failed: 1), invalidLines: 1),
            .portalUnavailable
        ),
        (
            BatchEnding(summary: BatchSummary(started: 1, partial: 1), invalidLines: 1),
            .portalUnavailable
        ),
        (
            BatchEnding(summary: BatchSummary(started: 2, found: 1, failed: 1, unsavedAnswers: 1)),
            .storage
        ),
        (BatchEnding(summary: BatchSummary(unsavedAnswers: 1), outputFailed: true), .output),
        (BatchEnding(summary: BatchSummary(failed: 1, wasCancelled: true)), .interrupted),
        (BatchEnding(stopSignal: .quit, outputFailed: true, invalidLines: 1), .quit),
        (BatchEnding(stopSignal: .interrupt, outputFailed: true), .interrupted),
    ])
    func exitCode_isTheFirstTheRuleGives(ending: BatchEnding, code: ExitCode) {
        #expect(ExitCode(ending) == code)
    }

    @Test func dueInterrupted_stillSaysTheOutputCouldNotBeWritten_andExits130() async throws {
        let sut = try await makeSUT(.interrupted, outputUnwritable: true)

        let result = try await sut.run(
            ["due", "--plates", sut.input, "--refresh", "--ics", "--output", sut.unwritable])

        #expect(result.exitCode == 130)
        #expect(result.error.contains(sut.unwritable))
    }

    @Test(arguments: [
        ("en", "1 failed", " 1 input line was not a plate."),
        ("es", "fallidas: 1", " 1 línea de la entrada no era una placa."),
    ])
    func batchSummary_countsInvalidLinesApartFromThePlates(
        language: String, failed: String, sentence: String
    ) async throws {
        let sut = try await makeSUT(.invalidLineAndFailedPlate)

        let result = try await sut.run(
            [
                "batch", sut.input, "--sources", "ant", "--interval", "0", "--retries", "0",
                "--lang", language,
            ])

        let summary = result.error.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasSuffix(sentence), "\(summary)")
        #expect(summary.contains(failed))
    }

    /// The portal, store and input `situation` needs, and how to run a command on them.
    struct SUT {
        let fixture: BatchFixture
        let input: String
        let unwritable: String
        let situation: Situation
        let outputUnwritable: Bool

        /// `arguments` naming an output in a folder that does not exist, when the situation
        /// needs one; nothing otherwise.
        func outputArguments(format arguments: String...) -> [String] {
            outputUnwritable ? arguments + [unwritable] : []
        }

        /// Runs `arguments`, interrupted at once when the situation says so.
        func run(_ arguments: [String]) async throws -> CommandResult {
            let streams = RecordingStreams()
            let interrupts =
                situation == .interrupted
                ? Interrupts { handler in
                    handler(.interrupt)
                    return {}
                } : .none
            let runner = CommandRunner(
                environment: fixture.portal.cli.environment, streams: streams, timeZone: .gmt,
                launcher: NoTerminalLauncher(), interrupts: interrupts)
            let code = await runner.run(arguments)
            return CommandResult(
                exitCode: code.rawValue, standardOutput: streams.output,
                standardError: streams.error)
        }
    }

    private func makeSUT(
        _ situation: Situation, outputUnwritable: Bool? = nil
    ) async throws -> SUT {
        let fixture = try BatchFixture()
        let server = fixture.portal.server
        switch situation {
        case .invalidLineOnly:
            try fixture.serveVehicles(1)
        case .storeFailureWithFailedPlate:
            try fixture.serveVehicles(1)
            _ = try await fixture.portal.cli.run("saved")
            try Self.refuseSavingAnswers(in: fixture.portal.cli.storePath)
        case .invalidLineAndFailedPlate, .outputUnwritable, .interrupted:
            break
        }
        server.answerUnscripted { _ in ScriptedHTTPResponse(statusCode: 500) }
        let plates =
            situation == .storeFailureWithFailedPlate ? "PBX1234\nGBC0001\nxx\n" : "PBX1234\nxx\n"
        return SUT(
            fixture: fixture, input: try fixture.input(plates),
            unwritable: fixture.portal.cli.folder.file("missing/out.txt"), situation: situation,
            outputUnwritable: outputUnwritable ?? (situation == .outputUnwritable))
    }

    /// Makes the store at `path` refuse every answer a run tries to keep, as a full disk
    /// would, while it still reads.
    private static func refuseSavingAnswers(in path: String) throws {
        for table in ["saved_vehicle", "saved_registration", "saved_fines"] {
            for change in ["INSERT", "UPDATE"] {
                try StoreFile.execute(
                    at: path,
                    "CREATE TRIGGER refuse_\(change)_\(table) BEFORE \(change) ON \(table) "
                        + "BEGIN SELECT RAISE(ABORT, 'disk full'); END", [])
            }
        }
    }
}
