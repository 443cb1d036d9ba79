import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import TerminalUI
import Testing

/// The full-screen app, run as a person runs it: the built binary on a real
/// pseudo-terminal, against the loopback portal, with a store of its own.
@Suite(.timeLimit(.minutes(1))) struct AppOnTerminalTests {
    static let screen = AppScreen(size: TerminalSize(columns: 100, rows: 30))

    @Test func typedPlate_showsTheVehicle_andControlCRestoresTheTerminal() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        let session = try Self.screen.start(
            portal.cli, arguments: ["--store", portal.cli.storePath])

        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate") }
        await session.type("abc1234")
        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate  ABC1234       car") }
        await session.type("\r")
        // The ANT's fines counts, not the "reading the fines…" row an earlier SRI answer
        // may draw first.
        let shown = try await session.waitForOutput {
            Self.screen.shows($0, " Fines               4 pending")
        }
        let rawWhileRunning = !(await session.isCanonical())
        await session.type("\u{03}")
        let (exitCode, output) = try await session.waitForExit()

        let card = Self.screen.rows(shown)
        #expect(card.contains(" Source              ANT portal, just now"))
        #expect(card.contains(" Make                TOYOTA"))
        #expect(card.contains(" Registration month  May"))
        #expect(
            card.contains(
                " Fines               4 pending, 0 disputed, 20 voided, 9 paid, 0 in agreement"))
        #expect(exitCode == 0)
        #expect(rawWhileRunning)
        let replica = Self.screen.replica(output)
        #expect(!replica.isAlternateScreen)
        #expect(!replica.isCursorHidden)
        #expect(await session.isCanonical())
        #expect(await session.echoes())
        #expect(try await portal.cli.historyPlates() == ["ABC1234"])
    }

    @Test func unusableStore_exitsSix_beforeTakingOverTheTerminal() async throws {
        let cli = try CommandLineHarness()
        try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: cli.folder.file("notes")))
        let session = try Self.screen.start(cli, arguments: ["--store", cli.folder.file("notes")])

        let (exitCode, output) = try await session.waitForExit()

        let text = String(decoding: output, as: UTF8.self)
        #expect(exitCode == 6)
        #expect(text.contains("is not a PlateFinder database; it was left untouched."))
        #expect(!text.contains("\u{1B}[?1049h"))
        #expect(await session.isCanonical())
    }
}
