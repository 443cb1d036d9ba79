import Foundation
import PlateFinderCLI
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport

/// The commands of one document, run in order in a home folder of their own (the store
/// lives where it would for a person: under `~/.local/share`), on a fixed day, in Ecuador,
/// without colour.
struct DocumentRun {
    /// Words after which a command names a file to write or read.
    private static let fileOptions: Set<String> = ["--output", "-o", "--plates", "--store"]

    let portal: DocumentationPortal
    let home: TemporaryFolder
    /// The documents' day; each reading of the clock is a millisecond later than the last,
    /// so what is made one after the other is ordered as it was made.
    let instants: InstantClock
    private let tasks = TaskIdentifierNames()

    /// A run against `portal` on `day`.
    init(portal: DocumentationPortal, day: Date) throws {
        self.portal = portal
        let readings = Readings()
        instants = InstantClock { day + readings.next() }
        home = try TemporaryFolder()
    }

    /// What `example` prints, line by line; nothing for a line that is not run.
    func run(_ example: ConsoleExample) async throws -> [String] {
        switch example.command {
        case .notRun:
            return example.output
        case .writeFile(let name, let contents):
            try contents.write(toFile: home.file(name), atomically: true, encoding: .utf8)
            return []
        case .platefinder(let arguments, let input):
            let streams = DocumentStreams(
                input: try input.map { try String(contentsOfFile: home.file($0), encoding: .utf8) })
            _ = await runner(on: streams).run(located(arguments).map(tasks.real))
            await learnTaskIdentifiers()
            return lines(of: tasks.shown(streams.transcript))
        }
    }

    private func runner(on streams: DocumentStreams) -> CommandRunner {
        CommandRunner(
            environment: portal.environment.merging(["HOME": home.path, "NO_COLOR": "1"]) { $1 },
            streams: streams, timeZone: TimeZone(identifier: "America/Guayaquil") ?? .gmt,
            launcher: NoTerminalLauncher(), instants: instants)
    }

    /// Reads the identifiers of every task the store holds now.
    private func learnTaskIdentifiers() async {
        let streams = DocumentStreams(input: nil)
        _ = await runner(on: streams).run(["tasks", "--all", "--json"])
        let object = try? JSONSerialization.jsonObject(with: Data(streams.transcript.utf8))
        let identifiers = (object as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        tasks.learn(identifiers.map { $0.lowercased() })
    }

    /// `arguments` with the files they name found in the home folder.
    private func located(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            let previous = index > 0 ? arguments[index - 1] : ""
            if let equals = argument.firstIndex(of: "="),
                Self.fileOptions.contains(String(argument[..<equals]))
            {
                let value = String(argument[argument.index(after: equals)...])
                result.append(String(argument[...equals]) + home.file(value))
            } else if Self.fileOptions.contains(previous) && !argument.hasPrefix("/") {
                result.append(home.file(argument))
            } else if !argument.hasPrefix("-"), argument.contains("."),
                FileManager.default.fileExists(atPath: home.file(argument))
            {
                result.append(home.file(argument))
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// Counts the readings of the clock.
    private final class Readings: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        /// How far past the day the next reading is.
        func next() -> TimeInterval {
            lock.withLock {
                count += 1
                return Double(count) / 1_000
            }
        }
    }

    /// `text`'s lines, with the home folder written as a person's `~` and the files in it
    /// by their names.
    private func lines(of text: String) -> [String] {
        let shown = text.replacingOccurrences(of: home.path + "/.", with: "~/.")
            .replacingOccurrences(of: home.path + "/", with: "")
        // A CSV record ends in CRLF; a document's lines cannot show the CR.
        var lines = shown.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
