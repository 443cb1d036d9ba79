import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct ConcurrentWritesTests {
    @Test func processesStartedAtOnce_loseNoWrite_andNeverReportLockedDatabase() async throws {
        let portal = try LoopbackPortal()
        let searched = [
            "AAA1111", "BBB2222", "CCC3333", "DDD4444", "AAA1111", "BBB2222", "EEE5555", "FFF6666",
        ]
        let favourites = [
            "PBA0001", "PBA0002", "PBA0003", "PBA0001", "PBA0004", "PBA0002", "PBA0005", "PBA0006",
        ]
        try portal.serveVehicle(times: searched.count)
        let cli = portal.cli

        let results = try await withThrowingTaskGroup(of: ProcessRunner.Result.self) { group in
            for (search, favourite) in zip(searched, favourites) {
                group.addTask { try await cli.runBinary("find", search) }
                group.addTask { try await cli.runBinary("favorites", "add", favourite) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.count == 16)
        #expect(results.allSatisfy { $0.exitCode == 0 })
        #expect(results.allSatisfy { !Self.complainsAboutLocking($0.error) })
        let history = try await cli.historyPlates()
        let favoritePlates = try await cli.favorites()
        #expect(Set(history) == Set(searched) && history.count == Set(searched).count)
        #expect(Set(favoritePlates) == Set(favourites))
        #expect(favoritePlates.count == Set(favourites).count)
    }

    @Test func loopsRunningAtOnce_keepHistoryCapped_withoutDuplicates() async throws {
        let portal = try LoopbackPortal()
        let loops = 8
        let searchesPerLoop = 7
        let plates = (0..<loops).map { loop in
            (0..<searchesPerLoop).map { "PC\(Self.letter(loop))000\($0)" }
        }
        try portal.serveVehicle(times: loops * searchesPerLoop)
        let script = """
            for plate in "$@"; do "$PF" find "$plate" > /dev/null || exit $?; done
            """

        let shells = try plates.indices.map { index in
            try ShellLoop(
                script: script, arguments: plates[index], cli: portal.cli,
                errorPath: portal.cli.folder.file("loop\(index).err"))
        }
        var statuses: [Int32?] = []
        for shell in shells { statuses.append(await shell.waitForExit()) }

        #expect(statuses.allSatisfy { $0 == 0 })
        for index in shells.indices {
            let errors = try String(
                contentsOfFile: portal.cli.folder.file("loop\(index).err"), encoding: .utf8)
            #expect(errors.isEmpty, "loop \(index): \(errors)")
        }
        let history = try await portal.cli.historyPlates()
        #expect(history.count == 50)
        #expect(Set(history).count == history.count)
        #expect(Set(history).isSubset(of: Set(plates.joined())))
    }

    // MARK: - Helpers

    static func complainsAboutLocking(_ error: String) -> Bool {
        let text = error.lowercased()
        return text.contains("locked") || text.contains("busy")
    }

    static func letter(_ index: Int) -> Character {
        Character(UnicodeScalar(UInt8(ascii: "A") + UInt8(index % 26)))
    }
}
