import Foundation
import PlateFinderCLI
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Every `$ platefinder …` line of the README's and the guide's `console` blocks, run
/// against a loopback portal on a fixed day with a store of its own, prints what the
/// document shows under it. With `PLATEFINDER_RECORD_DOCS=1` the documents are rewritten
/// with what was printed instead (read the diff before committing it).
@Suite("The documents' examples", .serialized)
struct DocumentedExamplesTests {
    /// The day the documents are written on: 2026-07-15, 10:00 in Ecuador.
    static let documentsDay = Date(timeIntervalSince1970: 1_784_127_600)

    @Test(arguments: DocumentFiles.all)
    func consoleExample_printsWhatTheDocumentShows(document: String) async throws {
        let sut = try makeSUT()
        let file = DocumentFiles.root.appendingPathComponent(document)
        let text = try String(contentsOf: file, encoding: .utf8)
        var results: [(example: ConsoleExample, printed: [String])] = []
        for example in try ConsoleExampleParser.examples(in: text) {
            let printed = try await sut.run(example)
            results.append((example, printed))
        }
        if ProcessInfo.processInfo.environment["PLATEFINDER_RECORD_DOCS"] == "1" {
            try DocumentFiles.rewrite(file, text: text, with: results)
            return
        }
        for (example, printed) in results {
            #expect(
                Self.trimmed(printed) == Self.trimmed(example.output),
                "\(document):\(example.line): $ \(example.commandLine)")
        }
    }

    @Test(arguments: DocumentFiles.all)
    func screen_isTheOneTheAppsTestsRecord(document: String) throws {
        let file = DocumentFiles.root.appendingPathComponent(document)
        var text = try String(contentsOf: file, encoding: .utf8)
        let recording = ProcessInfo.processInfo.environment["PLATEFINDER_RECORD_DOCS"] == "1"
        for screen in DocumentedScreen.all(in: text).reversed() {
            let recorded = try screen.recorded()
            if recording {
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map(String.init)
                lines.replaceSubrange(
                    screen.firstLine..<(screen.firstLine + screen.lines.count), with: recorded)
                text = lines.joined(separator: "\n")
            } else {
                #expect(screen.lines == recorded, "\(document):\(screen.firstLine): \(screen.name)")
            }
        }
        if recording { try text.write(to: file, atomically: true, encoding: .utf8) }
    }

    @Test func readme_runsAtLeastTheTourOfEveryCommand() throws {
        let text = try String(
            contentsOf: DocumentFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = try ConsoleExampleParser.examples(in: text).compactMap { example in
            if case .platefinder(let arguments, _) = example.command { return arguments.first }
            return nil
        }
        for command in ["find", "check", "fines", "batch", "due", "tasks"] {
            #expect(commands.contains(command), "the README's tour runs \(command)")
        }
    }

    @Test(arguments: DocumentFiles.all)
    func document_hasNoUnrunnableConsoleLine(document: String) throws {
        let file = DocumentFiles.root.appendingPathComponent(document)
        #expect(throws: Never.self) {
            _ = try ConsoleExampleParser.examples(in: String(contentsOf: file, encoding: .utf8))
        }
    }

    private static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private func makeSUT() throws -> DocumentRun {
        try DocumentRun(portal: DocumentationPortal(), day: Self.documentsDay)
    }
}
