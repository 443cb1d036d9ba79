import Foundation
import PlateFinderApp
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// Reading a file a batch wrote, as `batch --resume` reads it: its dialect from its first
/// line, then each row's plate, in bounded pieces however long the file.
struct BatchResumeFileTests {
    private static let header = BatchCSV.header

    @Test(arguments: [
        (header, BatchResumeDialect.plainCSV),
        (
            "\u{FEFF}" + header.replacingOccurrences(of: ",", with: ";"),
            BatchResumeDialect(
                format: .csv, delimiter: .semicolon, byteOrderMark: true, lineEnd: .crlf)
        ),
        (
            header.replacingOccurrences(of: ",", with: "\t")
                .replacingOccurrences(of: "\r\n", with: "\n"),
            BatchResumeDialect(format: .csv, delimiter: .tab, byteOrderMark: false, lineEnd: .lf)
        ),
        ("{\"plate\":\"PBX1234\"}\n", BatchResumeDialect.jsonl),
    ])
    func reading_takesTheDialectFromTheFileItself(
        contents: String, dialect: BatchResumeDialect
    ) throws {
        #expect(try makeSUT(contents) { $0?.dialect } == dialect)
    }

    @Test func nextPlate_readsEveryRow_acrossTheReadersChunks() throws {
        let plates = (0..<6_000).map { String(format: "PBA%04d", $0) }
        let rows = plates.map {
            $0 + String(repeating: ",", count: BatchCSV.columns.count - 1) + "\r\n"
        }

        let read = try makeSUT(Self.header + rows.joined()) { file in
            var read: [String] = []
            while let row = try file?.nextPlate() { read.append(row.plate) }
            return read
        }

        #expect(read == plates)
    }

    @Test func nextPlate_refusesALineLongerThanARecord() throws {
        let long =
            "PBX1234" + String(repeating: ",", count: BatchCSV.columns.count - 1)
            + String(repeating: "x", count: InputLineReader.maximumLineBytes) + "\r\n"

        #expect(throws: BatchResumeError.unreadableRow(path: "", line: 2)) {
            try makeSUT(Self.header + long) { file in try file?.nextPlate() }
        }
    }

    @Test func nextPlate_readsAJSONLineLongerThanACSVRecord_asAFullReportsFindingsMakeIt()
        throws
    {
        let text = String(repeating: "x", count: 2 * InputLineReader.maximumLineBytes)
        let line = #"{"plate":"PBX1234","findings":[{"text":"\#(text)"}]}"# + "\n"

        let plates = try makeSUT(line + line.replacingOccurrences(of: "PBX1234", with: "GBA0987")) {
            file in
            var read: [String] = []
            while let row = try file?.nextPlate() { read.append(row.plate) }
            return read
        }

        #expect(plates == ["PBX1234", "GBA0987"])
    }

    @Test func nextPlate_refusesAJSONLineLongerThanItsBound() throws {
        let first = #"{"plate":"PBX1234"}"# + "\n"
        let long =
            #"{"plate":"GBA0987","x":""#
            + String(repeating: "x", count: BatchResumeFile.maximumJSONLineBytes) + "\"}\n"

        #expect(throws: BatchResumeError.unreadableRow(path: "", line: 2)) {
            try makeSUT(first + long) { file in
                while try file?.nextPlate() != nil {}
            }
        }
    }

    @Test(
        arguments: [
            (BatchResumeDialect.plainCSV, nil, nil, BatchResumeDialect.plainCSV),
            (BatchResumeDialect.plainCSV, .csv, .comma, BatchResumeDialect.plainCSV),
            (BatchResumeDialect.jsonl, nil, nil, BatchResumeDialect.jsonl),
            (BatchResumeDialect.jsonl, .jsonl, .semicolon, BatchResumeDialect.jsonl),
        ] as [(BatchResumeDialect, BatchFormat?, CSVDelimiter?, BatchResumeDialect)])
    func resumed_takesWhatTheRunDoesNotSayFromTheFile(
        file: BatchResumeDialect, format: BatchFormat?, delimiter: CSVDelimiter?,
        expected: BatchResumeDialect
    ) throws {
        let resumed = try file.resumed(
            path: "f", format: format, delimiter: delimiter, excel: nil)

        #expect(resumed == expected)
    }

    @Test(arguments: [
        (BatchResumeDialect.plainCSV, true, BatchResumeFileTests.withMark(.plainCSV)),
        (BatchResumeFileTests.withMark(.plainCSV), false, BatchResumeDialect.plainCSV),
        (BatchResumeDialect.jsonl, true, BatchResumeFileTests.withMark(.plainCSV)),
    ])
    func resumed_refusesAnExcelOptionTheFileDisagreesWith(
        file: BatchResumeDialect, excel: Bool, run: BatchResumeDialect
    ) {
        #expect(throws: BatchResumeError.dialectDiffers(path: "f", file: file, run: run)) {
            try file.resumed(path: "f", format: nil, delimiter: nil, excel: excel)
        }
    }

    static func withMark(_ dialect: BatchResumeDialect) -> BatchResumeDialect {
        var marked = dialect
        marked.byteOrderMark = true
        return marked
    }

    // MARK: - Helpers

    /// What `body` makes of a file holding `contents`, opened as `batch --resume` opens it.
    private func makeSUT<T>(
        _ contents: String, _ body: (BatchResumeFile?) throws -> T
    ) throws -> T {
        try withTemporaryFolder { folder in
            let path = folder.file("rows")
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            do {
                return try body(try BatchResumeFile.reading(path))
            } catch let error as BatchResumeError {
                throw Self.withoutPath(error)
            }
        }
    }

    /// `error` with its path emptied, so that tests need not know the temporary folder.
    private static func withoutPath(_ error: BatchResumeError) -> BatchResumeError {
        switch error {
        case .unreadableRow(_, let line): .unreadableRow(path: "", line: line)
        default: error
        }
    }
}
