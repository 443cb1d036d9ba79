import Foundation
import PlateFinderCLITestSupport
import Testing

/// Every help page in both languages, the manual in both languages and the three
/// completion scripts, byte for byte as kept in the `Golden` folder, so that moving code
/// between targets cannot change a word a person or a shell reads.
struct GoldenDocumentTests {
    /// One document: the arguments that print it and the file that holds it.
    struct Document: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let file: String
        var testDescription: String { file }
    }

    static let commands = [
        "find", "check", "fines", "validate", "history", "favorites", "tasks", "open", "batch",
        "saved", "due", "completion", "help",
    ]

    static let documents: [Document] =
        ["en", "es"].flatMap { language in
            let tool = Document(
                arguments: ["--help", "--lang", language], file: "help-tool.\(language).txt")
            return [tool]
                + commands.map {
                    Document(
                        arguments: [$0, "--help", "--lang", language],
                        file: "help-\($0).\(language).txt")
                }
                + [
                    Document(
                        arguments: ["help", "--man", "--lang", language],
                        file: "manual.\(language).roff")
                ]
        }
        + ["bash", "zsh", "fish"].map {
            Document(arguments: ["completion", $0], file: "completion.\($0)")
        }

    @Test(arguments: documents)
    func document_printsTheKeptBytes(_ document: Document) async throws {
        let harness = try CommandLineHarness(usesStore: false)
        let result = try await harness.run(document.arguments)
        let expected = try Data(contentsOf: try Self.url(document.file))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == expected, "\(document.file) changed")
        #expect(result.error.isEmpty)
    }

    @Test func goldenFolder_holdsOnlyTheDocumentsChecked() throws {
        let folder = try Self.url(Self.documents[0].file).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(files) == Set(Self.documents.map(\.file)))
    }

    private static func url(_ file: String) throws -> URL {
        let name = (file as NSString).deletingPathExtension
        let type = (file as NSString).pathExtension
        return try #require(
            Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Golden"))
    }
}
