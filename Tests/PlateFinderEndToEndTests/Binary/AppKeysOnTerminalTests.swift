import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The full-screen app's keys and drawing, as the built binary on a real pseudo-terminal:
/// emoji leave no stray cell, Ctrl-L draws everything, dialogs open on Cancel and `q` quits
/// where nothing is typed.
@Suite(.timeLimit(.minutes(1))) struct AppKeysOnTerminalTests {
    static let screen = AppScreen(size: TerminalSize(columns: 80, rows: 24))
    static let backTab = "\u{1B}[Z"

    @Test func emojiTitles_leaveNoStrayCell_onAnyTab_whicheverWayTheTerminalMeasuresThem()
        async throws
    {
        let cli = try CommandLineHarness()
        for title in ["OK 👍🏽", "👨‍👩‍👧 family", "🇪🇨 Ecuador", "❤️ love", "1️⃣ first"] {
            _ = try await cli.addTask(title, "--plate", "PBX1234")
        }
        let session = try Self.screen.start(cli)
        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate") }
        var tasksShown: [UInt8] = []

        // A stray cell would stay: the wait for a screen without one then runs out.
        for (key, tab) in [
            (Self.backTab, "[4 Tasks]"), ("\t", "[1 Search]"), ("\t", "[2 History]"),
            ("\t", "[3 Favourites]"), ("\t", "[4 Tasks]"), ("\t", "[1 Search]"),
        ] {
            let before = try await session.waitForOutput { _ in true }.count
            await session.type(key)
            // The Tasks tab draws its list once the store has answered: wait for it too.
            let output = try await session.waitForOutput(timeLimit: 10) {
                $0.count > before && Self.screen.shows($0, tab) && Self.strayCells($0).isEmpty
                    && (tab != "[4 Tasks]" || Self.screen.shows($0, "🇪🇨 Ecuador"))
            }
            if tasksShown.isEmpty { tasksShown = output }
        }
        await session.type("\u{03}")
        let (exitCode, _) = try await session.waitForExit()

        #expect(Self.screen.shows(tasksShown, "OK 👍🏽"))
        #expect(Self.screen.shows(tasksShown, "🇪🇨 Ecuador"))
        #expect(exitCode == 0)
    }

    @Test func controlL_drawsTheWholeScreenAgain_showingTheSame() async throws {
        let cli = try CommandLineHarness()
        _ = try await cli.addTask("Renew SOAT")
        let session = try Self.screen.start(cli)
        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate") }
        await session.type(Self.backTab)
        let before = try await session.waitForOutput { Self.screen.shows($0, "Renew SOAT") }

        await session.type("\u{0C}")
        let after = try await session.waitForOutput {
            AppScreen.contains($0.dropFirst(before.count), Array("\u{1B}[2J".utf8))
                && Self.screen.rows($0) == Self.screen.rows(before)
        }
        await session.type("q")
        let (exitCode, _) = try await session.waitForExit()

        #expect(Self.screen.rows(after).contains { $0.contains("Renew SOAT") })
        #expect(exitCode == 0)
    }

    @Test(arguments: Dialog.allCases)
    func dialog_opensOnCancel_soEnterKeepsWhatItAsksAbout(dialog: Dialog) async throws {
        let (portal, cli, session) = try await startOnVehicleAndTask(favorite: true)
        defer { withExtendedLifetime(portal) {} }
        await session.type(dialog.tab)
        // The key acts on the selected row: wait for the list, not only for its tab.
        _ = try await session.waitForOutput { output in
            Self.screen.shows(output, dialog.tabShown)
                && Self.screen.rows(output).contains { $0.contains("›") && $0.contains(dialog.row) }
        }

        await session.type(dialog.key)
        let asked = try await session.waitForOutput { Self.screen.shows($0, "[ Cancel ]") }
        await session.type("\r")
        _ = try await session.waitForOutput {
            $0.count > asked.count && !Self.screen.shows($0, "[ Cancel ]")
        }
        await session.type("q")
        let (exitCode, _) = try await session.waitForExit()

        #expect(exitCode == 0)
        #expect(try await cli.historyPlates() == ["PBX1234"])
        #expect(try await cli.favorites() == ["PBX1234"])
        #expect(try await cli.taskTitles() == ["Renew SOAT"])
    }

    @Test(arguments: Place.allCases)
    func q_quits_givingTheTerminalBack_whereNoTextFieldHasTheKeyboard(place: Place) async throws {
        let (portal, _, session) = try await startOnVehicleAndTask(favorite: false)
        defer { withExtendedLifetime(portal) {} }
        for (key, shown) in place.steps {
            await session.type(key)
            _ = try await session.waitForOutput { Self.screen.shows($0, shown) }
        }

        await session.type("q")
        let (exitCode, output) = try await session.waitForExit()

        #expect(exitCode == 0)
        let replica = Self.screen.replica(output)
        #expect(!replica.isAlternateScreen)
        #expect(!replica.isCursorHidden)
        #expect(await session.isCanonical())
        #expect(await session.echoes())
    }

    @Test func q_typesIntoThePlateField_withoutQuitting() async throws {
        let cli = try CommandLineHarness()
        let session = try Self.screen.start(cli)
        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate") }

        await session.type("q")
        let typed = try await session.waitForOutput { Self.screen.shows($0, " Plate  Q") }
        await session.type("\u{03}")
        let (exitCode, _) = try await session.waitForExit()

        #expect(Self.screen.replica(typed).isAlternateScreen)
        #expect(exitCode == 0)
    }

    @Test func tasks_linesPlatesUp_byTheColumnsTitlesTake_inTheBuiltBinary() async throws {
        let cli = try CommandLineHarness()
        let titles = ["Renew SOAT", "日本語のタイトル", "OK 👍🏽", "👨‍👩‍👧 family", "Cafe\u{301} 🇪🇨"]
        for title in titles { _ = try await cli.addTask(title, "--plate", "PBX1234") }

        let listed = try await cli.runBinary("tasks")

        let lines = listed.output.split(separator: "\n").map(String.init)
        let plateColumns = try lines.map { line in
            let plate = try #require(line.range(of: "  PBX1234"))
            return DisplayWidth.of(line[..<plate.lowerBound])
        }
        #expect(listed.exitCode == 0)
        #expect(plateColumns == Array(repeating: plateColumns.first ?? 0, count: titles.count))
        #expect(lines.count == titles.count)
    }

    // MARK: - Helpers

    /// A confirmation of a destructive action, and how it is reached from the start.
    enum Dialog: CaseIterable, Sendable {
        case removeHistoryItem, clearHistory, removeFavourite, removeTask

        var tab: String {
            switch self {
            case .removeHistoryItem, .clearHistory: "\t"
            case .removeFavourite: "\t\t"
            case .removeTask: AppKeysOnTerminalTests.backTab
            }
        }

        var tabShown: String {
            switch self {
            case .removeHistoryItem, .clearHistory: "[2 History]"
            case .removeFavourite: "[3 Favourites]"
            case .removeTask: "Renew SOAT"
            }
        }

        var key: String { self == .clearHistory ? "c" : "d" }

        /// What the selected row of the tab's list shows.
        var row: String { self == .removeTask ? "Renew SOAT" : "PBX1234" }
    }

    /// A screen without a text field, and the keys (each with what shows once it is
    /// handled) that reach it from the start.
    enum Place: CaseIterable, Sendable {
        case history, vehicleFromHistory, favourites, tasks, taskScreen

        var steps: [(key: String, shown: String)] {
            switch self {
            case .history: [("\t", "[2 History]")]
            case .vehicleFromHistory: [("\t", "[2 History]"), ("\r", " Make ")]
            case .favourites: [("\t\t", "[3 Favourites]")]
            case .tasks: [(AppKeysOnTerminalTests.backTab, "Renew SOAT")]
            case .taskScreen:
                [(AppKeysOnTerminalTests.backTab, "Renew SOAT"), ("\r", " Status ")]
            }
        }
    }

    /// The cells (row, column) where a terminal measuring each code point shows something
    /// else than one measuring grapheme clusters. A grapheme the two measure differently
    /// may show as its first code point alone, its right half blank; anything else is a
    /// stray cell.
    private static func strayCells(_ output: [UInt8]) -> [(Int, Int)] {
        var whole = ScreenReplica(size: screen.size)
        var split = ScreenReplica(size: screen.size, measure: .codePoints)
        whole.apply(output)
        split.apply(output)
        var stray: [(Int, Int)] = []
        for (y, (wholeRow, splitRow)) in zip(whole.rows(), split.rows()).enumerated() {
            for (x, (expected, shown)) in zip(wholeRow, splitRow).enumerated()
            where firstCodePoint(expected) != firstCodePoint(shown) {
                stray.append((y, x))
            }
        }
        return stray
    }

    private static func firstCodePoint(_ cell: String) -> String {
        cell.unicodeScalars.first.map { String($0) } ?? " "
    }

    /// The app started, its search tab shown, over a store holding PBX1234's search (and
    /// favourite when asked) and the task "Renew SOAT"; the portal must outlive the session.
    private func startOnVehicleAndTask(
        favorite: Bool
    ) async throws -> (LoopbackPortal, CommandLineHarness, PseudoTerminalSession) {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        let cli = portal.cli
        #expect(try await cli.run("find", "PBX1234").exitCode == 0)
        if favorite {
            #expect(try await cli.run("favorites", "add", "PBX1234").exitCode == 0)
        }
        _ = try await cli.addTask("Renew SOAT")
        let session = try Self.screen.start(cli)
        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate") }
        return (portal, cli, session)
    }
}
