import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `batch --resume -o FILE`: a file cut after some rows, resumed, ends as one uninterrupted
/// run would have written it, and only the plates after its rows are asked.
struct BatchResumeTests {
    private static let plates = ["PBX1234", "GBA0987", "PCQ5129", "ABC1234", "GSD4567"]

    @Test(arguments: ["csv", "jsonl"], [0, 2, 5])
    func resume_ofAFileCutAtALineEnd_givesTheUninterruptedFile(
        format: String, keptRows: Int
    ) async throws {
        let sut = try makeSUT()
        let input = try sut.input(Self.plates.joined(separator: "\n") + "\n")
        let whole = sut.portal.cli.folder.file("whole")
        let resumed = sut.portal.cli.folder.file("resumed")
        _ = try await sut.batch(input, "--format", format, "-o", whole)
        // Every answer is saved now, so a second run is what one run at this moment writes.
        _ = try await sut.batch(input, "--format", format, "-o", whole)
        let expected = try Data(contentsOf: URL(fileURLWithPath: whole))
        let header = format == "csv" ? 1 : 0
        let cut = Self.firstLines(of: expected, header + keptRows)
        try cut.write(to: URL(fileURLWithPath: resumed))
        // An empty file tells no format: the run must.
        let told = cut.isEmpty ? ["--format", format] : []

        let result = try await sut.portal.cli.run(
            ["batch", "--sources", "ant", "--interval", "0", input, "--resume", "-o", resumed]
                + told)

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: resumed)) == expected)
        #expect(sut.portal.pageRequests.count == Self.plates.count)
        #expect(cut.isEmpty || result.error.contains("\(keptRows) row"))
        #expect(try sut.portal.cli.folder.names().filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// A file in Excel's Spanish dialect (mark, `;`, decimal commas) goes on in it, even
    /// when the resuming run says nothing of it, or runs in English.
    @Test(arguments: [
        ["--excel", "--lang", "es"], ["--delimiter", "tab"], ["--excel", "--delimiter", ";"],
    ])
    func resume_ofAFileInAnotherDialect_goesOnInIt(written: [String]) async throws {
        let sut = try makeSUT()
        // Every plate owes USD 96.50, so the rows written after FILE's have amounts too.
        sut.portal.sri.answerUnscripted { request in
            let plate = request.path.split(separator: "/").last.map(String.init) ?? ""
            return .json(Data(#"{"placa": "\#(plate)", "total": 96.5}"#.utf8))
        }
        let input = try sut.input("PCQ5129\nGBA0987\n")
        let whole = sut.portal.cli.folder.file("whole")
        let resumed = sut.portal.cli.folder.file("resumed")
        let run = ["batch", input, "--sources", "sri", "--interval", "0"]
        _ = try await sut.portal.cli.run(run + written + ["-o", whole])
        _ = try await sut.portal.cli.run(run + written + ["-o", whole])
        let expected = try Data(contentsOf: URL(fileURLWithPath: whole))
        try Self.firstLines(of: expected, 2).write(to: URL(fileURLWithPath: resumed))

        let result = try await sut.portal.cli.run(
            run + ["--lang", "en", "--resume", "-o", resumed])

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: resumed)) == expected)
    }

    @Test(arguments: ["csv", "jsonl"])
    func resume_asksOnlyThePlatesAfterTheKeptRows_butNotThoseAnsweredInTheStore(
        format: String
    ) async throws {
        let sut = try makeSUT()
        let input = try sut.input(Self.plates.joined(separator: "\n") + "\n")
        let cut = try sut.input(Self.plates.prefix(2).joined(separator: "\n") + "\n", named: "cut")
        let pastTheGap = try sut.input(Self.plates[3] + "\n", named: "past")
        let file = sut.portal.cli.folder.file("rows")
        _ = try await sut.batch(cut, "--format", format, "-o", file)
        _ = try await sut.batch(pastTheGap, "--format", format)
        let kept = try Data(contentsOf: URL(fileURLWithPath: file))

        let result = try await sut.batch(input, "--resume", "-o", file)

        #expect(result.exitCode == 0, "\(result.error)")
        let asked = sut.portal.pageRequests.dropFirst(3).map(\.plate)
        #expect(asked == [Self.plates[2], Self.plates[4]])
        let written = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(written.starts(with: kept))
        #expect(Self.plates(of: written, format: format) == Self.plates)
        #expect(result.error.contains("2 rows kept from"))
    }

    @Test func resume_stillReportsTheInvalidLinesAmongTheKeptPlates() async throws {
        let sut = try makeSUT()
        let file = sut.portal.cli.folder.file("rows.csv")
        _ = try await sut.batch(try sut.input("PBX1234\n", named: "one"), "-o", file)
        let input = try sut.input("PBX12\nPBX1234\nGBA0987\n")

        let result = try await sut.batch(input, "--resume", "-o", file)

        #expect(result.error.contains("Line 1: 'PBX12' is not a complete plate"))
        #expect(result.exitCode == 2)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(BatchFixture.plates(written) == ["PBX1234", "GBA0987"])
        #expect(sut.portal.pageRequests.map(\.plate) == ["PBX1234", "GBA0987"])
    }

    @Test func resume_readsThePlatesFromStandardInput_asAnyBatchDoes() async throws {
        let sut = try makeSUT()
        let file = sut.portal.cli.folder.file("rows.csv")
        _ = try await sut.batch(try sut.input("PBX1234\n", named: "one"), "-o", file)

        let result = try await sut.portal.cli.run(
            ["batch", "--sources", "ant", "--interval", "0", "--resume", "-o", file],
            streams: RecordingStreams(answers: ["PBX1234", "GBA0987"]))

        #expect(result.exitCode == 0, "\(result.error)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(BatchFixture.plates(written) == ["PBX1234", "GBA0987"])
        #expect(sut.portal.pageRequests.map(\.plate) == ["PBX1234", "GBA0987"])
    }

    @Test(arguments: [nil, ""])
    func resume_ofAMissingOrEmptyFile_isAnOrdinaryRun(contents: String?) async throws {
        let sut = try makeSUT()
        let input = try sut.input("PBX1234\nGBA0987\n")
        let file = sut.portal.cli.folder.file("rows.csv")
        if let contents { try Data(contents.utf8).write(to: URL(fileURLWithPath: file)) }

        let result = try await sut.batch(input, "--resume", "-o", file)

        #expect(result.exitCode == 0, "\(result.error)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasPrefix("plate,status,"))
        #expect(BatchFixture.plates(written) == ["PBX1234", "GBA0987"])
    }

    @Test(arguments: [("en", "--resume needs --output FILE"), ("es", "--resume necesita")])
    func resume_withoutAnOutputFile_isAUsageError(
        language: String, message: String
    )
        async throws
    {
        let sut = try makeSUT()
        let input = try sut.input("PBX1234\n")

        let result = try await sut.batch(input, "--resume", "--lang", language)

        #expect(result.exitCode == 2)
        #expect(result.error.contains(message))
        #expect(sut.portal.server.requests.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> BatchFixture {
        let sut = try BatchFixture()
        try sut.serveVehicles(Self.plates.count)
        return sut
    }

    /// The first `count` lines of `data`, each with its line end.
    static func firstLines(of data: Data, _ count: Int) -> Data {
        var end = data.startIndex
        for _ in 0..<count {
            guard let lineFeed = data[end...].firstIndex(of: 0x0A) else { return data }
            end = lineFeed + 1
        }
        return data[..<end]
    }

    /// The plates of `data`'s rows, in order.
    private static func plates(of data: Data, format: String) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        guard format == "jsonl" else { return BatchFixture.plates(text) }
        return text.split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            return (object as? [String: Any])?["plate"] as? String
        }
    }
}

extension RecordedHTTPRequest {
    /// The plate a vehicle page was asked for.
    fileprivate var plate: String? {
        queryItems.first { $0.name == "ps_identificacion" }?.value
    }
}
