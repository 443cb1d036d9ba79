import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// What `batch` reads: plates one per line, a CSV's plate column, standard input; lines
/// that are not plates are reported with their numbers and skipped.
@Suite(.timeLimit(.minutes(1))) struct BatchInputTests {
    @Test func batch_asksEachPlateOnce_andReportsLinesThatAreNotPlates() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(3)
        let input = try sut.input("PBX1234\n\n# fleet\npbx-1235\nxx\nPBX1234\n GBC0001 \n")

        let result = try await sut.batch(input)

        #expect(result.exitCode == 2)
        #expect(BatchFixture.plates(result.output) == ["PBX1234", "PBX1235", "GBC0001"])
        #expect(sut.portal.server.requests.count == 3)
        #expect(result.error.contains("Line 5: 'xx' is not a complete plate"))
        #expect(result.error.contains("Line 6: PBX1234 came earlier; it is asked once."))
        #expect(result.error.contains("Batch done: 3 plates — 3 found"))
    }

    @Test(arguments: ["plate", "Placa"])
    func batch_readsThePlateColumnOfACSV(header: String) async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        let input = try sut.input(
            "name,\(header)\r\n\"Taxi, 1\",PBX1234\r\nVan,\"GBC0001\"\r\nbroken\r\n",
            named: "fleet.csv")

        let result = try await sut.batch(input)

        #expect(BatchFixture.plates(result.output) == ["PBX1234", "GBC0001"])
        #expect(result.error.contains("Line 4: the CSV line cannot be read or has no plate"))
        #expect(result.exitCode == 2)
    }

    @Test func batch_readsStandardInput_whenGivenNoFileOrADash() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)

        let result = try await sut.portal.cli.run(
            ["batch", "-", "--sources", "ant", "--interval", "0"],
            streams: RecordingStreams(answers: ["PBX1234", "GBC0001"]))

        #expect(result.exitCode == 0)
        #expect(BatchFixture.plates(result.output) == ["PBX1234", "GBC0001"])
    }

    @Test func batch_refusesAnInputFileItCannotRead_beforeAskingAnything() async throws {
        let sut = try BatchFixture()

        let result = try await sut.batch(sut.portal.cli.folder.file("missing.txt"))

        #expect(result.exitCode == 2)
        #expect(result.error.contains("Could not read"))
        #expect(result.output.isEmpty)
        #expect(sut.portal.server.requests.isEmpty)
    }

    @Test(arguments: [
        ["--concurrency", "9"], ["--concurrency", "0"], ["--interval", "-1"],
        ["--interval", "61"], ["--retries", "11"], ["--max-age", "1w"], ["--format", "xml"],
        ["--sources", "ant,dmv"],
    ])
    func batch_refusesOptionsOutOfRange(arguments: [String]) async throws {
        let sut = try BatchFixture()

        let result = try await sut.portal.cli.run(["batch"] + arguments)

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(sut.portal.server.requests.isEmpty)
    }

    @Test func batch_readsASpreadsheetsCSV_withTheDelimiterItsHeaderUsesMost() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        let input = try sut.input(
            "\u{FEFF}Propietario;Placa\r\"Ana\rLuis\";PBX1234\r\"Eva \"\"E\"\"\";GBC0001\r",
            named: "flota.csv")

        let result = try await sut.batch(input)

        #expect(result.exitCode == 0)
        #expect(BatchFixture.plates(result.output) == ["PBX1234", "GBC0001"])
    }

    @Test func batch_readsTheDelimiterItIsGiven_andRefusesOneItDoesNotKnow() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let input = try sut.input("name, first, last\tplate\nAna, B, C\tPBX1234\n")

        let result = try await sut.batch(input, "--delimiter", "tab")
        let unknown = try await sut.batch(input, "--delimiter", "|")

        #expect(result.exitCode == 0)
        #expect(BatchFixture.plates(result.output, delimiter: "\t") == ["PBX1234"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.error.contains("Unknown --delimiter '|': use , ; or tab."))
    }

    @Test func batch_showsWhatALineHides_andNamesAQuoteNeverClosed() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let input = try sut.input("plate,owner\nPCQ\u{B}5129,a\n\"PBX1234,b\nGBC0001,c\n")

        let result = try await sut.batch(input)

        #expect(result.exitCode == 2)
        #expect(BatchFixture.plates(result.output) == ["GBC0001"])
        #expect(result.error.contains("Line 2: 'PCQ\\u{B}5129' is not a complete plate"))
        #expect(result.error.contains("Line 3: a quoted CSV field is never closed"))
    }

    @Test func due_readsItsPlatesFile_asBatchReadsItsInput() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        _ = try await sut.batch(try sut.input("PBX1234\n"))
        let plates = try sut.input(
            "\u{FEFF}Nombre\tPlaca\r\n\"Ana\r\nLuis\"\tPBX1234\r\nEva\tPCQ\u{0}5129\r\n",
            named: "flota.tsv")

        let result = try await sut.portal.cli.run(
            "due", "--plates", plates, "--within", "3660", "--lang", "es")

        #expect(result.exitCode == 2)
        #expect(result.error.contains("Línea 4: 'PCQ\\u{0}5129' no es una placa completa"))
        #expect(result.output.contains("PBX1234"))
        #expect(sut.portal.server.requests.count == 1)
    }
}
