import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct CrashSafetyTests {
    static let rounds = 10

    /// Each round starts a loop that adds a favourite, then looks the plate up (which
    /// records it in the history), logging each command that finished; after a short
    /// random delay the loop is killed with every process it started, mid-write or not.
    @Test func store_staysSound_andKeepsEveryFinishedWrite_whenWritersAreKilled() async throws {
        let portal = try LoopbackPortal()
        let log = portal.cli.folder.file("committed.log")
        let script = """
            for plate in "$@"; do
                "$PF" favorites add "$plate" > /dev/null 2>&1 && echo "F $plate" >> "$LOG" &&
                "$PF" find "$plate" > /dev/null 2>&1 && echo "H $plate" >> "$LOG"
            done
            """
        var delays: [Int] = []
        for round in 0..<Self.rounds {
            try portal.serveVehicle(times: 20)
            let plates = (0..<20).map { "PK\(ConcurrentWritesTests.letter(round))\(1000 + $0)" }
            let loop = try ShellLoop(
                script: script, arguments: plates, cli: portal.cli,
                extraEnvironment: ["LOG": log], errorPath: portal.cli.folder.file("round.err"))
            let delay = Int.random(in: 80...400)
            delays.append(delay)
            try await Task.sleep(for: .milliseconds(delay))
            loop.killGroup()
            _ = await loop.waitForExit()
        }

        let committed = try committedWrites(in: log)
        #expect(
            try StoreFile.integrityCheck(at: portal.cli.storePath) == ["ok"],
            "delays \(delays)")
        let favourites = Set(try await portal.cli.favorites())
        let history = Set(try await portal.cli.historyPlates())
        #expect(Set(committed.favourites).isSubset(of: favourites), "delays \(delays)")
        // Each round may commit one search it could not log before it died; any logged
        // search among the newest 50 minus those is certain to be within the cap.
        let kept = committed.searches.suffix(50 - Self.rounds)
        #expect(Set(kept).isSubset(of: history), "delays \(delays)")
        #expect(!committed.favourites.isEmpty)
    }

    // MARK: - Helpers

    /// The plates the log says were added as favourites and searched, in order.
    private func committedWrites(
        in log: String
    ) throws -> (favourites: [String], searches: [String]) {
        guard FileManager.default.fileExists(atPath: log) else { return ([], []) }
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        // The last line may be cut short by the kill; a torn line names no write.
        let entries = lines.compactMap { line -> (String, String)? in
            let parts = line.split(separator: " ")
            guard parts.count == 2, parts[1].count == 7 else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
        return (
            entries.filter { $0.0 == "F" }.map(\.1), entries.filter { $0.0 == "H" }.map(\.1)
        )
    }
}
