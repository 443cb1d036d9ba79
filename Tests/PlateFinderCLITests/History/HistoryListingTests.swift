import Foundation
import PlateFinderApp
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderCLI

/// `platefinder history` keeps each line bounded: to the terminal's width on a terminal,
/// each cell to 200 columns elsewhere, the whole text left to `--json`.
@Suite struct HistoryListingTests {
    static let searched = Date(timeIntervalSince1970: 1_795_960_980)

    @Test func history_cutsCellToTerminalWidth_withEllipsis() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        let result = try await portal.cli.run(
            ["history"], streams: RecordingStreams(outputColumns: 40))

        let line = try #require(result.output.split(separator: "\n").first.map(String.init))
        #expect(DisplayWidth.of(line) == 40)
        #expect(line.hasPrefix("  ABC1234  "))
        #expect(line.hasSuffix("  TOYOTA AA …"))
        #expect(result.exitCode == 0)
    }

    @Test func history_printsWholeLine_whenItFitsTheTerminal() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        let result = try await portal.cli.run(
            ["history"], streams: RecordingStreams(outputColumns: 120))

        #expect(result.output.hasSuffix("  TOYOTA AA COROLLA 1.6 (2009)\n"))
    }

    @Test func history_cutsCellAt200Columns_offATerminal_andJSONKeepsTheWholeText()
        async throws
    {
        let portal = try makeSUT()
        let model = String(repeating: "LONG MODEL ", count: 100)
        portal.server.enqueue(
            .html(try PortalPage.vehicle(replacing: "AA COROLLA 1.6", with: model)))
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        let listed = try await portal.cli.run("history")
        let items = try await portal.cli.history()

        let line = try #require(listed.output.split(separator: "\n").first.map(String.init))
        let outcome = String(line.dropFirst("  ABC1234  2026-11-29 09:03  ".count))
        #expect(DisplayWidth.of(outcome) == 200)
        #expect(outcome.hasPrefix("TOYOTA LONG MODEL LONG"))
        #expect(outcome.hasSuffix("…"))
        let car = try #require(items.first?["car"] as? [String: Any])
        #expect(
            (car["model"] as? String)?.count == model.trimmingCharacters(in: .whitespaces).count)
    }

    @Test(arguments: [(nil, 200), (Optional(30), 30), (Optional(1), 1)])
    func fitted_countsTerminalColumns_ofWideCharacters(columns: Int?, width: Int) {
        let car = CarFactory.make(manufacturer: "", model: String(repeating: "車", count: 300))
        let line = HistoryLine(
            item: .success(Plate("ABC1234"), car: car, at: Self.searched), isFavorite: false,
            messages: Messages(language: .english), timeZone: .gmt)

        let fitted = HistoryListing.fitted(line, columns: columns)

        let cut = columns == nil ? String(fitted.dropFirst(29)) : fitted
        #expect(DisplayWidth.of(cut) <= width)
        #expect(DisplayWidth.of(cut) >= width - 1)
        #expect(cut.hasSuffix("…"))
    }

    @Test(arguments: [(Language.english, "no longer saved"), (.spanish, "ya no está guardado")])
    func history_saysVehicleIsNoLongerSaved_afterPrune(
        language: Language, words: String
    )
        async throws
    {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        _ = try await portal.cli.run("saved", "prune", "--older-than", "0")

        let result = try await portal.cli.run("history", "--lang", language.rawValue)

        #expect(result.output.hasPrefix("  ABC1234  "))
        #expect(result.output.hasSuffix("  \(words)\n"))
        #expect(!result.output.contains(Messages.emptyValue))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal(environment: ["TZ": "America/Guayaquil"])
    }
}
