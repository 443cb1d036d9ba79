import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `batch --resume -o FILE` refuses a FILE it cannot go on with: exit 2 naming why, before
/// anything is asked, and FILE left as it was.
struct BatchResumeMismatchTests {
    private static let header =
        "plate,status,source,vehicleSource,fetchedAt,make,model,year,class,service,"
        + "registrationMonth,registrationStatus,expirationDate,tintExpirationDate,"
        + "finesPending,amountDue,error,alerts\r\n"

    /// A CSV row for `plate`, every other field empty.
    private static func row(_ plate: String, end: String = "\r\n") -> String {
        plate + String(repeating: ",", count: 17) + end
    }

    @Test(arguments: [
        (
            "format", header + row("PBX1234"), ["--format", "jsonl"],
            "FILE is CSV separated by ',', this run writes JSONL."
        ),
        (
            "delimiter", header + row("PBX1234"), ["--delimiter", ";"],
            "FILE is CSV separated by ',', this run writes CSV separated by ';'."
        ),
        (
            "semicolon file, comma asked", header.replacingOccurrences(of: ",", with: ";"),
            ["--delimiter", ","],
            "FILE is CSV separated by ';', this run writes CSV separated by ','."
        ),
        (
            "excel asked of a file without the mark", header, ["--excel"],
            "FILE is CSV separated by ',' without a byte-order mark, this run writes CSV "
                + "separated by ',' with a byte-order mark."
        ),
        (
            "LF", header.replacingOccurrences(of: "\r\n", with: "\n"), [],
            "FILE is CSV separated by ',' with LF line ends, this run writes CSV separated by ',' "
                + "with CRLF line ends."
        ),
        (
            "JSONL asked CSV", "{\"plate\":\"PBX1234\"}\n", ["--format", "csv"],
            "FILE is JSONL, this run writes CSV separated by ','."
        ),
        (
            "columns", header.replacingOccurrences(of: ",source,", with: ",origin,"), [],
            "Column 3 of FILE is 'origin'; this version writes 'source'."
        ),
        (
            "fewer columns", "plate,status\r\n", [],
            "FILE has no column 3; this version writes 'source' there."
        ),
        (
            "an earlier version's header, without alerts",
            header.replacingOccurrences(of: ",alerts\r\n", with: "\r\n")
                + "PBX1234" + String(repeating: ",", count: 16) + "\r\n", [],
            "FILE has no column 18; this version writes 'alerts' there."
        ),
        (
            "out of order", header + row("GBA0987") + row("PBX1234"), [],
            "Line 2 of FILE is for 'GBA0987', but the input's next plate is PBX1234: the file "
                + "must hold the input's first plates, in order."
        ),
        (
            "more rows than plates", header + row("PBX1234") + row("GBA0987") + row("PCQ5129"), [],
            "Line 4 of FILE is for 'PCQ5129', but the input has no more plates"
        ),
        (
            "incomplete last line", header + row("PBX1234", end: ""), [],
            "The last line of FILE, line 2, is cut short (it has no line end)"
        ),
        ("incomplete header", "plate,status", [], "The last line of FILE, line 1, is cut short"),
        (
            "line end unlike the header's", header + row("PBX1234", end: "\n"), [],
            "Line 2 of FILE is not a row a batch writes."
        ),
        (
            "JSONL row", "{\"plate\":\"PBX1234\"}\n[1]\n", [],
            "Line 2 of FILE is not a row a batch writes."
        ),
        (
            "table", "PLATE    STATUS  SOURCE  DETAILS\nPBX1234  found   portal  x\n", [],
            "FILE holds a table, which cannot be resumed: only CSV or JSONL can."
        ),
        (
            "Spanish table", "PLACA    ESTADO  ORIGEN  DETALLES\n", [],
            "FILE holds a table, which cannot be resumed"
        ),
        (
            "table with alerts", "PLATE    STATUS  SOURCE  DETAILS  ALERTS\n", [],
            "FILE holds a table, which cannot be resumed"
        ),
        (
            "Spanish table with alerts", "PLACA    ESTADO  ORIGEN  DETALLES  ALERTAS\n", [],
            "FILE holds a table, which cannot be resumed"
        ),
        (
            "table asked", header, ["--format", "table"],
            "a table cannot be resumed: use --format csv or jsonl."
        ),
    ])
    func resume_refusesAFileItCannotGoOnWith(
        name: String, contents: String, options: [String], message: String
    ) async throws {
        let sut = try BatchFixture()
        let file = sut.portal.cli.folder.file("rows")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))

        let result = try await run(sut, options + ["--resume", "-o", file])

        #expect(result.exitCode == 2, "\(name)")
        #expect(result.error.contains(Self.naming(file, message)), "\(name): \(result.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data(contents.utf8))
        #expect(sut.portal.server.requests.isEmpty, "\(name)")
        #expect(try sut.portal.cli.folder.names().filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test(arguments: [
        ("en", "FILE is a FIFO: only a regular file a batch wrote can be resumed."),
        ("es", "FILE es una FIFO: solo se puede reanudar un archivo normal escrito por batch."),
    ])
    func resume_refusesAFIFO(language: String, message: String) async throws {
        let sut = try BatchFixture()
        let fifo = sut.portal.cli.folder.file("rows")
        #expect(mkfifo(fifo, 0o600) == 0)

        let result = try await run(sut, ["--resume", "-o", fifo, "--lang", language])

        #expect(result.exitCode == 2)
        #expect(result.error.contains(Self.naming(fifo, message)), "\(result.error)")
    }

    @Test func resume_refusesADirectory() async throws {
        let sut = try BatchFixture()
        let folder = sut.portal.cli.folder.file("rows")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)

        let result = try await run(sut, ["--resume", "-o", folder])

        #expect(result.exitCode == 2)
        #expect(result.error.contains(folder + " is a directory"), "\(result.error)")
    }

    @Test func resume_namesTheDifferenceInSpanish() async throws {
        let sut = try BatchFixture()
        let file = sut.portal.cli.folder.file("rows")
        try Data((Self.header + Self.row("GBA0987")).utf8).write(to: URL(fileURLWithPath: file))

        let result = try await run(sut, ["--resume", "-o", file, "--lang", "es"])

        #expect(result.exitCode == 2)
        #expect(
            result.error.contains(
                "La línea 2 de \(file) es de 'GBA0987', pero la siguiente placa de la entrada es "
                    + "PBX1234: el archivo debe tener las primeras placas de la entrada, en "
                    + "orden."), "\(result.error)")
    }

    // MARK: - Helpers

    /// Runs a batch of two plates with `arguments`.
    private func run(_ sut: BatchFixture, _ arguments: [String]) async throws -> CommandResult {
        let input = try sut.input("PBX1234\nGBA0987\n")
        return try await sut.portal.cli.run(
            ["batch", "--sources", "ant", "--interval", "0", input] + arguments)
    }

    /// `message` with FILE replaced by `path`.
    private static func naming(_ path: String, _ message: String) -> String {
        message.replacingOccurrences(of: "FILE", with: path)
    }
}
