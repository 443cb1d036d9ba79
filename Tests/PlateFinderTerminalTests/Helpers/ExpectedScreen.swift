import Foundation
import Testing

/// Screens as they should look, kept as text files (one row per line, trailing spaces
/// removed) in the `Expected` folder of this target.
///
/// With `PLATEFINDER_RECORD_SCREENS=1` a test writes the screen it got to the source
/// folder instead of comparing; the files must then be read by a person before they are
/// committed.
enum ExpectedScreen {
    /// Checks `lines` against the file `name.txt`.
    static func check(
        _ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if ProcessInfo.processInfo.environment["PLATEFINDER_RECORD_SCREENS"] == "1" {
            record(lines, named: name, sourceLocation: sourceLocation)
            return
        }
        guard
            let url = Bundle.module.url(
                forResource: name, withExtension: "txt", subdirectory: "Expected")
        else {
            Issue.record("No expected screen \(name).txt", sourceLocation: sourceLocation)
            return
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            Issue.record("Unreadable \(name).txt: \(error)", sourceLocation: sourceLocation)
            return
        }
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map(String.init)
        #expect(lines == expected, "screen \(name)", sourceLocation: sourceLocation)
    }

    private static func record(
        _ lines: [String], named name: String, sourceLocation: SourceLocation
    ) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Expected")
        let file = folder.appendingPathComponent(name + ".txt")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        } catch {
            Issue.record("Could not record \(name): \(error)", sourceLocation: sourceLocation)
        }
    }
}
