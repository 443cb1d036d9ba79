import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder open LINK` without a terminal prints what the matching command prints.
@Suite struct OpenCommandTests {
    @Test func searchLink_printsTheCardAsFindDoes() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle(times: 2)

        let opened = try await portal.cli.run("open", "platefinder://search/abc1234")
        let found = try await portal.cli.run("find", "ABC1234")

        #expect(opened.exitCode == 0)
        #expect(
            opened.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              ANT portal, just now\n"))
        #expect(opened.output.contains("Plate               ABC1234\n"))
        #expect(opened.output.contains("Make                TOYOTA\n"))
        #expect(opened.output == found.output)
        #expect(opened.error.isEmpty)
        #expect(portal.pageRequests.first?.queryItems.contains { $0.value == "ABC1234" } == true)
    }

    @Test func searchLink_endsWithFindsExitCode_whenThePortalHasNoData() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")))

        let result = try await portal.cli.run("open", "platefinder://search/PBX1234")

        #expect(result.exitCode == 3)
        #expect(result.error == "platefinder: The ANT portal has no data for the plate PBX1234.\n")
    }

    @Test func searchLink_printsJSON_withJSONOption() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let result = try await portal.cli.run("open", "--json", "platefinder://search/ABC1234")

        #expect(result.exitCode == 0)
        #expect(JSONOutput.string(result, "plate") == "ABC1234")
    }

    @Test func historyAndFavoritesLinks_printWhatTheirCommandsPrint() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "ABC1234")
        _ = try await portal.cli.run("favorites", "add", "PBX1234")

        let history = try await portal.cli.run("open", "platefinder://history")
        let favorites = try await portal.cli.run("open", "platefinder://favorites")

        #expect(history.exitCode == 0)
        #expect(history.output == (try await portal.cli.run("history")).output)
        #expect(history.output.contains("ABC1234"))
        #expect(favorites.exitCode == 0)
        #expect(favorites.output == (try await portal.cli.run("favorites")).output)
        #expect(favorites.output == "PBX1234  nothing saved\n")
    }

    @Test(arguments: [
        (
            "platefinder://tasks/6F9619FF-8B86-D011-B42D-00C04FC964FF",
            "platefinder: No task has an id starting with "
                + "'6f9619ff-8b86-d011-b42d-00c04fc964ff'; run 'platefinder tasks --all' to see "
                + "the ids.\n"
        ),
        (
            "https://example.com/search/ABC1234",
            "platefinder: Only platefinder:// links can be opened, for example "
                + "platefinder://search/PBX1234.\n"
        ),
        (
            "platefinder://search/ABC12",
            "platefinder: The plate in the link is not complete (incomplete): a plate looks like "
                + "ABC1234 (car), AB123A (motorcycle) or CD1234 (special).\n"
        ),
        (
            "platefinder://garage",
            "platefinder: The link names no screen; use search/PLATE, history, favorites or "
                + "tasks after platefinder://.\n"
        ),
    ])
    func unusableLink_exitsTwo_withOneSentence(link: String, error: String) async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("open", link)

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == error)
        #expect(portal.pageRequests.isEmpty)
    }

    @Test func missingLink_exitsTwo_inTheChosenLanguage() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("open", "--lang", "es")

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: Falta el enlace; escríbalo después de open, por ejemplo "
                + "platefinder://search/PBX1234.\n")
    }

    @Test(arguments: [["open", "platefinder://history"], []])
    func onATerminal_startsTheApp_whichSaysSo_whenTheTerminalCannotBeTaken(
        arguments: [String]
    ) async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run(
            arguments, streams: RecordingStreams(isInteractive: true))

        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: The terminal could not be switched to full screen; run a command "
                + "instead, for example platefinder find PBX1234.\n")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
