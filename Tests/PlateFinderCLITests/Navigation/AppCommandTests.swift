import Foundation
import PlateFinderCLITestSupport
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

/// `platefinder` alone, and `open LINK`, on a terminal: the command line checks the
/// configuration and the store, then hands the full-screen app its session.
@MainActor @Suite struct AppCommandTests {
    @Test func onATerminal_startsTheApp_onTheRunsStore_inItsLanguage_andZone() async throws {
        let (cli, spy) = try makeSUT()

        let result = try await cli.run(
            ["--lang", "es"], extraEnvironment: ["TZ": "America/Guayaquil"],
            streams: RecordingStreams(isInteractive: true), launcher: spy)

        #expect(result.exitCode == 0)
        #expect(result.output.isEmpty)
        #expect(result.error.isEmpty)
        let session = try #require(spy.sessions.first)
        #expect(spy.sessions.count == 1)
        #expect(session.link == nil)
        #expect(session.storePath == cli.storePath)
        #expect(session.messages.language == .spanish)
        #expect(session.timeZone.identifier == "America/Guayaquil")
        #expect(session.environment["TZ"] == "America/Guayaquil")
    }

    @Test(arguments: [
        ("platefinder://history", DeepLink.history), ("platefinder://favorites", .favorites),
        ("platefinder://search/pbx1234", .search(.complete("PBX1234"))),
    ])
    func openLink_onATerminal_startsTheAppAtTheLinksScreen(
        text: String, link: DeepLink
    ) async throws {
        let (cli, spy) = try makeSUT()

        let result = try await cli.run(
            ["open", text], streams: RecordingStreams(isInteractive: true), launcher: spy)

        #expect(result.exitCode == 0)
        #expect(spy.sessions.map(\.link) == [link])
    }

    @Test func openTaskLink_onATerminal_startsTheAppAtTheTaskItsPrefixNames() async throws {
        let (cli, spy) = try makeSUT()
        let added = try await cli.run("tasks", "add", "Renew SOAT", "--json")
        let id = try #require(UUID(uuidString: JSONOutput.string(added, "id") ?? ""))

        let result = try await cli.run(
            ["open", "platefinder://tasks/" + id.uuidString.prefix(6)],
            streams: RecordingStreams(isInteractive: true), launcher: spy)

        #expect(result.exitCode == 0)
        #expect(spy.sessions.map(\.link) == [.task(id: id)])
    }

    @Test func wrongOption_exitsTwo_beforeTheAppStarts() async throws {
        let (cli, spy) = try makeSUT()

        let result = try await cli.run(
            ["--timeout", "soon"], streams: RecordingStreams(isInteractive: true),
            launcher: spy)

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: "))
        #expect(spy.sessions.isEmpty)
    }

    @Test func unusableStore_exitsSix_beforeTheAppStarts() async throws {
        let (cli, spy) = try makeSUT()
        let notes = cli.folder.file("notes.txt")
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: notes))

        let result = try await cli.run(
            ["open", "platefinder://history"], extraEnvironment: ["PLATEFINDER_STORE": notes],
            streams: RecordingStreams(isInteractive: true), launcher: spy)

        #expect(result.exitCode == 6)
        #expect(result.error.contains(notes))
        #expect(spy.sessions.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (CommandLineHarness, FullScreenLauncherSpy) {
        (try CommandLineHarness(), FullScreenLauncherSpy())
    }
}
