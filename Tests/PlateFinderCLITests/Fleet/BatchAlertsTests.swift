import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// A batch flags each plate as `check` does: the blockers' kinds in the last column of the
/// CSV, their titles at the end of a table row, every finding in JSON Lines, read by the same rule from the same
/// answers, over the loopback SRI (PCQ5129 blocked, AAB0101 paid up, GBA0987 failing).
@Suite(.timeLimit(.minutes(1))) struct BatchAlertsTests {
    private static let blockers = "saleProhibited|vehicleBlocked|registrationLate"
    private static let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"
    private static let plates = "PCQ5129\nAAB0101\nGBA0987\n"

    @Test(arguments: ["en", "es"])
    func csv_endsEachRowWithItsBlockersKinds_whateverTheLanguage(lang: String) async throws {
        let sut = try makeSUT()

        let result = try await sut.batch(Self.plates, "--format", "csv", "--lang", lang)

        #expect(result.exitCode == 4)
        let records = BatchFixture.records(result.output)
        #expect(records.first?.last == "alerts")
        #expect(records.map(\.count) == [18, 18, 18, 18])
        #expect(records.dropFirst().map { $0.first } == ["PCQ5129", "AAB0101", "GBA0987"])
        #expect(records.dropFirst().map { $0[1] } == ["found", "found", "failed"])
        #expect(records.dropFirst().map(\.last) == [Self.blockers, "", ""])
    }

    @Test(arguments: [
        (
            "en", "PLATE    STATUS     SOURCE      DETAILS  ALERTS",
            "sale prohibited, vehicle blocked, registration late"
        ),
        (
            "es", "PLACA    ESTADO      ORIGEN          DETALLES  ALERTAS",
            "prohibición de venta, vehículo bloqueado, matrícula atrasada"
        ),
    ])
    func table_endsTheBlockedVehiclesRowWithItsMarkedBlockers_andNoOtherRow(
        lang: String, header: String, blockers: String
    ) async throws {
        let sut = try makeSUT()

        let result = try await sut.batch(Self.plates, "--format", "table", "--lang", lang)

        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == header)
        #expect(lines.count == 4)
        #expect(lines.dropFirst().first?.hasSuffix("  !! " + blockers) == true)
        #expect(lines.dropFirst(2).allSatisfy { !$0.contains("!!") }, "\(lines)")
    }

    @Test(arguments: [
        ("en", "The SRI's notice: \(notice)"), ("es", "Aviso del SRI: \(notice)"),
    ])
    func jsonl_writesEveryFinding_inTheLanguageAskedFor(
        lang: String, text: String
    ) async throws {
        let sut = try makeSUT()

        let result = try await sut.batch(Self.plates, "--format", "jsonl", "--lang", lang)

        let rows = try Self.objects(result.output)
        #expect(rows.count == 3)
        let findings = rows.map { $0["findings"] as? [[String: Any]] }
        let blocked = try #require(findings.first ?? nil)
        #expect(
            blocked.map { $0["kind"] as? String }.prefix(3)
                == ["saleProhibited", "vehicleBlocked", "registrationLate"])
        #expect(
            blocked.allSatisfy { Set($0.keys) == ["kind", "severity", "source", "asOf", "text"] })
        #expect(blocked.first?["text"] as? String == text)
        #expect(blocked.first?["severity"] as? String == "blocker")
        #expect(findings.dropFirst().map { $0?.count } == [0, 0])
    }

    @Test(arguments: [
        (["--excel", "--lang", "es"], "\u{FEFF}", ";"), (["--excel"], "\u{FEFF}", ","),
        (["--delimiter", "tab"], "", "\t"),
    ])
    func csv_writesTheAlertsInTheDialectAskedFor_unquoted(
        options: [String], mark: String, delimiter: String
    ) async throws {
        let sut = try makeSUT()

        let result = try await sut.batch("PCQ5129\n", options)

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix(mark + "plate" + delimiter))
        let records = BatchFixture.records(result.output, delimiter: delimiter)
        #expect(records.first?.last == "alerts")
        #expect(records.last?.last == Self.blockers)
        #expect(records.last?.count == 18)
    }

    @Test(arguments: [["--format", "csv"], ["--format", "jsonl"], ["--excel", "--lang", "es"]])
    func resume_ofAFileWithTheAlerts_givesTheUninterruptedFile(
        options: [String]
    ) async throws {
        let sut = try makeSUT()
        let whole = sut.fixture.portal.cli.folder.file("whole")
        let resumed = sut.fixture.portal.cli.folder.file("resumed")
        let input = "PCQ5129\nAAB0101\n"
        _ = try await sut.batch(input, options + ["-o", whole])
        // Every answer is saved now, so a second run is what one run at this moment writes.
        _ = try await sut.batch(input, options + ["-o", whole])
        let expected = try Data(contentsOf: URL(fileURLWithPath: whole))
        let header = options.contains("jsonl") ? 0 : 1
        try BatchResumeTests.firstLines(of: expected, header + 1)
            .write(to: URL(fileURLWithPath: resumed))

        let result = try await sut.batch(input, ["--resume", "-o", resumed])

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: resumed)) == expected)
        #expect(String(decoding: expected, as: UTF8.self).contains("saleProhibited"))
        #expect(result.error.contains("1 row kept"))
    }

    /// A notice as long as a CSV record may be makes PCQ5129's JSON line longer than that.
    @Test func resume_ofJSONLinesLongerThanACSVRecord_givesTheUninterruptedFile() async throws {
        let notice = "PROHIBICIÓN DE ENAJENAR " + String(repeating: "ORDEN JUDICIAL ", count: 270)
        let sut = try makeSUT(notice: notice)
        let whole = sut.fixture.portal.cli.folder.file("whole")
        let resumed = sut.fixture.portal.cli.folder.file("resumed")
        let input = "PCQ5129\nAAB0101\n"
        _ = try await sut.batch(input, "--format", "jsonl", "-o", whole)
        _ = try await sut.batch(input, "--format", "jsonl", "-o", whole)
        let expected = try Data(contentsOf: URL(fileURLWithPath: whole))
        let kept = BatchResumeTests.firstLines(of: expected, 1)
        try kept.write(to: URL(fileURLWithPath: resumed))

        let result = try await sut.batch(input, "--resume", "-o", resumed)

        #expect(kept.count > 2 * 4_096)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: resumed)) == expected)
    }

    @Test func batch_flagsWhatCheckFinds_fromTheSameAnswers() async throws {
        let sut = try makeSUT()
        sut.fixture.portal.server.answerUnscripted { _ in ScriptedHTTPResponse(statusCode: 503) }

        let check = try await sut.fixture.portal.cli.run("check", "PCQ5129", "--json")
        // The SRI's answer the check saved is young enough to be the batch's too.
        let csv = try await sut.batch("PCQ5129\n", sources: "ant,sri", "--format", "csv")
        let jsonl = try await sut.batch("PCQ5129\n", sources: "ant,sri", "--format", "jsonl")

        #expect(check.exitCode == 10)
        let findings = try #require(try JSONOutput.object(check)["findings"] as? [[String: Any]])
        let blockerKinds = findings.filter { $0["severity"] as? String == "blocker" }
            .compactMap { $0["kind"] as? String }
        #expect(!blockerKinds.isEmpty)
        let alerts = try #require(BatchFixture.records(csv.output).last?.last)
        #expect(alerts.split(separator: "|").map(String.init) == blockerKinds)
        let row = try #require(try Self.objects(jsonl.output).first)
        #expect(row["findings"] as? NSArray == findings as NSArray)
    }

    // MARK: - Helpers

    /// A batch fixture whose SRI answers PCQ5129 as blocked (by `notice`, when given, in the
    /// place of its own), AAB0101 as paid up and every other plate with a server error.
    private func makeSUT(notice: String? = nil) throws -> SUT {
        let fixture = try BatchFixture()
        let fixtureText = String(
            decoding: try Fixture.data(named: "valor_PCQ5129_bloqueado.json"), as: UTF8.self)
        let blocked = Data(
            fixtureText.replacingOccurrences(of: Self.notice, with: notice ?? Self.notice).utf8)
        let paidUp = try ClearVehicle.sriAnswer()
        fixture.portal.sri.answerUnscripted { request in
            switch request.path.split(separator: "/").last {
            case "PCQ5129": .json(blocked)
            case "AAB0101": .json(paidUp)
            default: ScriptedHTTPResponse(statusCode: 500)
            }
        }
        return SUT(fixture: fixture)
    }

    private struct SUT {
        let fixture: BatchFixture

        /// Runs `batch` over `plates` with `options`, asking `sources`, without waiting
        /// or retrying.
        func batch(
            _ plates: String, sources: String = "sri", _ options: String...
        ) async throws -> CommandResult {
            try await batch(plates, sources: sources, options)
        }

        /// `batch(_:sources:_:)` with the options in an array.
        func batch(
            _ plates: String, sources: String = "sri", _ options: [String]
        ) async throws -> CommandResult {
            let input = try fixture.input(plates)
            return try await fixture.portal.cli.run(
                ["batch", input, "--sources", sources, "--interval", "0", "--retries", "0"]
                    + options)
        }
    }

    /// The objects of JSON Lines `output`, in order.
    private static func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}
