import Foundation

/// The documents whose examples are checked: the README and every page of the guide.
enum DocumentFiles {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `README.md` and every Markdown file under `docs/`, relative to the root, sorted.
    static let all: [String] = {
        let docs = root.appendingPathComponent("docs")
        let pages =
            FileManager.default.enumerator(atPath: docs.path)?
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") }
            .map { "docs/" + $0 } ?? []
        return ["README.md"] + pages.sorted()
    }()

    /// Writes `text` back to `file` with each example's output replaced by what it printed.
    static func rewrite(
        _ file: URL, text: String, with results: [(example: ConsoleExample, printed: [String])]
    ) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (example, printed) in results.reversed() {
            guard case .platefinder = example.command else { continue }
            let start = example.line  // the line after the command, 0-based
            let indent = String(lines[example.line - 1].prefix { $0 == " " })
            let blanks = example.output.reversed().prefix { $0.isEmpty }.count
            lines.replaceSubrange(
                start..<(start + example.output.count),
                with: printed.map { $0.isEmpty ? "" : indent + $0 }
                    + Array(repeating: "", count: blanks))
        }
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
