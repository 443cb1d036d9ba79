import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `batch --excel` and `--delimiter` for the CSV it writes: the bytes on standard output
/// for each language and delimiter, the formats `--excel` refuses, and a file it wrote read
/// back as a batch's input.
@Suite(.timeLimit(.minutes(1))) struct BatchExcelOutputTests {
    /// The SRI's answer on PCQ5129: USD 96.50 owed.
    static let owing = Data(#"{"placa": "PCQ5129", "total": 96.5}"#.utf8)

    @Test(arguments: [
        ([String](), [String: String](), "", ",", "96.50"),
        (["--lang", "es"], [:], "", ",", "96.50"),
        (["--delimiter", ";"], [:], "", ";", "96.50"),
        (["--delimiter", "tab", "--lang", "es"], [:], "", "\t", "96.50"),
        (["--excel"], [:], "\u{FEFF}", ",", "96.50"),
        (["--excel", "--lang", "es"], [:], "\u{FEFF}", ";", "96,50"),
        (["--excel"], ["LANG": "es_EC.UTF-8"], "\u{FEFF}", ";", "96,50"),
        (["--excel", "--lang", "es", "--delimiter", "tab"], [:], "\u{FEFF}", "\t", "96,50"),
        (["--excel", "--lang", "es", "--delimiter", ","], [:], "\u{FEFF}", ",", "96.50"),
        (["--excel", "--format", "csv", "--delimiter", ";"], [:], "\u{FEFF}", ";", "96.50"),
    ])
    func batch_writesTheCSVDialectAskedFor_byteForByte(
        options: [String], environment: [String: String], mark: String, delimiter: String,
        amount: String
    ) async throws {
        let sut = try BatchFixture()
        sut.portal.sri.enqueue(.json(Self.owing))
        let input = try sut.input("PCQ5129\n")

        let result = try await sut.portal.cli.run(
            ["batch", input, "--sources", "sri", "--interval", "0"] + options,
            extraEnvironment: environment)

        #expect(result.exitCode == 0)
        let header = [
            "plate", "status", "source", "vehicleSource", "fetchedAt", "make", "model", "year",
            "class", "service", "registrationMonth", "registrationStatus", "expirationDate",
            "tintExpirationDate", "finesPending", "amountDue", "error", "alerts",
        ]
        let row = [
            "PCQ5129", "found", "portal", "sri", "FETCHED", "", "", "", "", "", "10", "unknown",
            "", "", "", amount, "", "",
        ]
        #expect(
            Self.withoutFetchedAt(result.output)
                == mark + header.joined(separator: delimiter) + "\r\n"
                + row.joined(separator: delimiter) + "\r\n")
    }

    @Test func batchExcel_writesCSV_evenToATerminal() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let input = try sut.input("PBX1234\n")

        let result = try await sut.portal.cli.run(
            ["batch", input, "--sources", "ant", "--interval", "0", "--excel", "--lang", "es"],
            streams: RecordingStreams(isInteractive: true))

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("\u{FEFF}plate;status;"))
    }

    @Test(arguments: [
        ("table", "en", "--excel writes CSV: it cannot be used with --format table."),
        ("jsonl", "es", "--excel escribe CSV: no se puede usar con --format jsonl."),
    ])
    func batchExcel_refusesAFormatOtherThanCSV(
        format: String, lang: String, text: String
    )
        async throws
    {
        let sut = try BatchFixture()
        let input = try sut.input("PBX1234\n")

        let result = try await sut.batch(input, "--excel", "--format", format, "--lang", lang)

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: " + text + "\n"))
        #expect(result.output.isEmpty)
        #expect(sut.portal.server.requests.isEmpty)
    }

    @Test func batchExcelOutput_readBackAsInput_asksTheSamePlatesInOrder() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(6)
        let input = try sut.input("PBX1234\nGBA0987\nPCQ5129\n")
        let written = sut.portal.cli.folder.file("fleet.csv")

        let first = try await sut.batch(input, "--excel", "--lang", "es", "-o", written)
        let again = try await sut.batch(written, "--max-age", "0")

        #expect(first.exitCode == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: written))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(again.exitCode == 0)
        #expect(BatchFixture.plates(again.output) == ["PBX1234", "GBA0987", "PCQ5129"])
    }

    // MARK: - Helpers

    /// `output` with each record's fetchedAt (an ISO instant, which changes every run)
    /// written `FETCHED`.
    private static func withoutFetchedAt(_ output: String) -> String {
        output.replacingOccurrences(
            of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "FETCHED", options: .regularExpression)
    }
}
