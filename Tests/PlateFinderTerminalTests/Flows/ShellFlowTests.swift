import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct ShellFlowTests {
    @Test func questionMark_showsTheKeys_evenInThePlateField_andEscapeClosesThem() {
        let harness = AppHarness()
        harness.type("abc")

        harness.press(.character("?"))
        let shown = harness.shows("┌─ Keys ")
        harness.press(.tab)
        let tabWhileShown = harness.shell.router.selectedTab
        harness.press(.escape)

        #expect(shown)
        #expect(tabWhileShown == .search)
        #expect(!harness.shows("┌─ Keys "))
        #expect(harness.shell.search.viewModel.plate == Plate("ABC"))
    }

    @Test func controlC_quits_andRestoresTheTerminal() async throws {
        let harness = AppHarness()
        harness.terminal.press(.character("a"), .interrupt, .character("b"))

        try await harness.application.run()

        #expect(harness.terminal.restoreCount == 1)
        #expect(!harness.terminal.isFullScreen)
        #expect(!harness.terminal.replicaState.isAlternateScreen)
        #expect(!harness.terminal.replicaState.isCursorHidden)
        #expect(harness.shell.search.viewModel.plate == Plate("A"))
    }

    @Test(arguments: [[Key.character("?")], [.tab, .character("d")]])
    func controlC_quits_fromAnOverlayOrADialog(opening keys: [Key]) async throws {
        let harness = AppHarness(
            store: InMemoryCarStore(history: [TestServices.found("ABC1234", hoursAgo: 1)]))
        for key in keys { harness.terminal.press(key) }
        harness.terminal.press(.interrupt)

        try await harness.application.run()

        #expect(harness.terminal.restoreCount == 1)
        #expect(!harness.terminal.replicaState.isAlternateScreen)
    }

    @Test func endOfInput_stops_andRestoresTheTerminal() async throws {
        let harness = AppHarness()
        harness.terminal.closeInput()

        try await harness.application.run()

        #expect(harness.terminal.restoreCount == 1)
    }

    @Test func tooSmall_showsTheMessage_ignoresKeys_andResizingBackRestoresTheApp() {
        let harness = AppHarness()
        harness.type("abc")

        harness.resize(to: TerminalSize(columns: 30, rows: 10))
        let small = harness.screen
        harness.press(.tab, .character("1"))
        harness.resize(to: RenderSize.classic)

        #expect(small.contains { $0.contains("The terminal is too small") })
        #expect(small.contains { $0.contains("(30×10)") })
        #expect(harness.shell.router.selectedTab == .search)
        #expect(harness.shell.search.viewModel.plate == Plate("ABC"))
        #expect(harness.screen[2].hasPrefix(" Plate  ABC"))
    }
}
