import Foundation
import PlateFinderApp
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a batch does with stop signals, through an `Interrupts` double: the first stops it,
/// a second puts what is complete in place at once; and how the summary words it.
@Suite(.timeLimit(.minutes(1))) struct BatchStopTests {
    @Test func secondSignal_putsTheOutputFileInPlace_andDropsLaterRows() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        let input = try sut.input("PBX1231\nPBX1232\n")
        let rows = try TemporaryFolder()
        let output = rows.file("out.csv")
        let spy = StopSignalSpy(first: .interrupt, second: .terminate)

        let result = try await run(
            ["batch", input, "--sources", "ant", "--interval", "0", "-o", output],
            sut, interrupts: spy.interrupts)

        #expect(spy.endNowCalls == 1)
        #expect(result.exitCode == 130)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(BatchFixture.records(written).count == 1, "\(written)")
        #expect(try rows.names() == ["out.csv"])
        #expect(
            result.error.contains(
                "Ended at once by a second signal (SIGTERM): 0 plates done, their rows kept. "
                    + "To go on: platefinder batch \(input) --sources ant --interval 0 --resume "
                    + "-o \(output)\n"),
            "\(result.error)")
    }

    @Test(arguments: [
        (
            Language.english,
            BatchInterruption.Rest.plates(3),
            "Stopped by SIGTERM: 2 plates done, 3 not asked. To go on: platefinder batch "
                + "'my plates.csv' --resume -o out.csv"
        ),
        (
            .spanish, .plates(3),
            "Detenido por SIGTERM: 2 placas hechas, 3 sin consultar. Para seguir: platefinder "
                + "batch 'my plates.csv' --resume -o out.csv"
        ),
        (
            .english, .restOfInput,
            "Stopped by SIGTERM: 2 plates done; the rest of the input was not asked. To go on: "
                + "platefinder batch 'my plates.csv' --resume -o out.csv"
        ),
        (
            .spanish, .restOfInput,
            "Detenido por SIGTERM: 2 placas hechas; el resto de la entrada quedó sin consultar. "
                + "Para seguir: platefinder batch 'my plates.csv' --resume -o out.csv"
        ),
    ])
    func batchStopped_saysWhatIsDone_whatIsLeft_andHowToGoOn(
        language: Language, rest: BatchInterruption.Rest, expected: String
    ) {
        let stop = BatchInterruption(
            signal: .terminate, done: 2, rest: rest,
            resumption: .resume(input: "my plates.csv", output: "out.csv"))

        #expect(Messages(language: language).batchStopped(stop) == expected)
    }

    @Test(arguments: [
        BatchInterruption.Resumption.needsOutputFile, .refreshAgain,
        .resume(input: nil, output: "out.csv"),
    ])
    func batchStopped_differsBetweenLanguages_andNamesItsWayOn(
        resumption: BatchInterruption.Resumption
    ) {
        let stop = BatchInterruption(
            signal: .hangUp, done: 1, rest: .plates(0), resumption: resumption)
        let english = Messages(language: .english).batchStopped(stop)
        let spanish = Messages(language: .spanish).batchStopped(stop)

        #expect(english != spanish)
        for text in [english, spanish] {
            #expect(text.contains("SIGHUP"))
            switch resumption {
            case .needsOutputFile: #expect(text.contains("--output"))
            case .refreshAgain: #expect(text.contains("due --refresh"))
            case .resume: #expect(text.contains("platefinder batch - --resume -o out.csv"))
            }
        }
    }

    /// A reader that went away with the signal (`batch | head` and Ctrl-C) fails the writes
    /// after it: the signal still decides the code, first in the fleet's rule.
    @Test func stoppedBatch_exitsWithTheSignalsCode_evenWhenStandardOutputFailed()
        async throws
    {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        let input = try sut.input("PBX1231\nPBX1232\n")
        let streams = RecordingStreams(outputFailure: WriteFailure(errorNumber: EPIPE))
        let interrupts = Interrupts { handler in
            handler(.interrupt)
            return {}
        }

        let result = try await run(
            ["batch", input, "--sources", "ant", "--interval", "0", "--format", "csv"], sut,
            interrupts: interrupts, streams: streams)

        #expect(result.exitCode == 130)
        #expect(!result.error.isEmpty)
    }

    @Test func dueRefresh_stopsOnASignal_andSaysItEndedAtOnceOnASecond() async throws {
        let sut = try BatchFixture()
        let input = try sut.input("PBX1231\nPBX1232\n")
        let spy = StopSignalSpy(first: .hangUp, second: .terminate)

        let result = try await run(
            ["due", "--plates", input, "--refresh"], sut, interrupts: spy.interrupts)

        #expect(spy.endNowCalls == 1)
        #expect(result.exitCode == 129)
        #expect(
            result.error.contains(
                "Ended at once by a second signal (SIGTERM). The answers received are saved"),
            "\(result.error)")
        #expect(result.error.contains("Stopped by SIGHUP: 0 plates done, 2 not asked."))
    }

    @Test func resumption_isTheResumeCommand_onlyForACSVOrJSONLFile() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("rows.fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        let file = folder.file("rows.csv")

        #expect(
            BatchInterruption.Resumption.of(input: "in.csv", output: file, format: .csv)
                == .resume(input: "in.csv", output: file))
        #expect(
            BatchInterruption.Resumption.of(input: nil, output: file, format: .jsonl)
                == .resume(input: nil, output: file))
        #expect(
            BatchInterruption.Resumption.of(input: nil, output: file, format: .table)
                == .needsOutputFile)
        #expect(
            BatchInterruption.Resumption.of(input: nil, output: fifo, format: .csv)
                == .needsOutputFile)
        #expect(
            BatchInterruption.Resumption.of(input: nil, output: nil, format: .csv)
                == .needsOutputFile)
    }

    @Test(
        arguments: [
            ("plates.csv", "plates.csv"), ("/tmp/fleet-2026/a_b+c@d:e,f=g%h.csv", nil),
            ("my plates.csv", "'my plates.csv'"), ("it's.csv", "'it'\\''s.csv'"),
            ("$(rm -rf ~)", "'$(rm -rf ~)'"), ("a\u{1B}[31mb\u{7}", "ab"), ("", "''"),
        ] as [(String, String?)])
    func shellWord_readsBackAsTheSameWord_withoutControlCharacters(
        text: String, expected: String?
    ) {
        #expect(BatchInterruption.shellWord(text) == expected ?? text)
    }

    /// Runs `arguments` on `sut`'s portal with `interrupts`.
    private func run(
        _ arguments: [String], _ sut: BatchFixture, interrupts: Interrupts,
        streams: RecordingStreams = RecordingStreams()
    ) async throws -> CommandResult {
        let runner = CommandRunner(
            environment: sut.portal.cli.environment, streams: streams, timeZone: .gmt,
            launcher: NoTerminalLauncher(), interrupts: interrupts)
        let code = await runner.run(arguments)
        return CommandResult(
            exitCode: code.rawValue, standardOutput: streams.output, standardError: streams.error)
    }
}

/// Interrupts that give `first` and then `second` as soon as a command watches, and count
/// the "end now" calls.
///
/// `@unchecked Sendable` is safe: `calls` is read and written only while holding `lock`.
private final class StopSignalSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private let first: StopSignal
    private let second: StopSignal

    init(first: StopSignal, second: StopSignal) {
        (self.first, self.second) = (first, second)
    }

    var endNowCalls: Int { lock.withLock { calls } }

    var interrupts: Interrupts {
        Interrupts(watchingEvery: { stop, endNow in
            stop(self.first)
            self.lock.withLock { self.calls += 1 }
            endNow(self.second)
            return {}
        })
    }
}
