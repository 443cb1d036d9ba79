import Foundation

/// A screen of the full-screen app a document shows: a `text` block right after a
/// `<!-- screen: NAME -->` line, which must be the app's screen the terminal tests record
/// as `NAME` (in Tests/PlateFinderTerminalTests/Expected).
struct DocumentedScreen: Equatable {
    /// The recorded screen's name.
    let name: String
    /// The 0-based line of the document where the block's first line of text stands.
    let firstLine: Int
    /// The block's lines.
    let lines: [String]

    /// Every screen `text` shows.
    static func all(in text: String) -> [DocumentedScreen] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var screens: [DocumentedScreen] = []
        for (index, line) in lines.enumerated() {
            guard line.hasPrefix("<!-- screen: "), line.hasSuffix(" -->"),
                index + 1 < lines.count, lines[index + 1] == "```text"
            else { continue }
            let name = String(line.dropFirst("<!-- screen: ".count).dropLast(" -->".count))
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            screens.append(DocumentedScreen(name: name, firstLine: index + 2, lines: Array(body)))
        }
        return screens
    }

    /// The screen as the terminal tests recorded it, line by line.
    func recorded() throws -> [String] {
        let file = DocumentFiles.root.appendingPathComponent(
            "Tests/PlateFinderTerminalTests/Expected/\(name).txt")
        var lines = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
