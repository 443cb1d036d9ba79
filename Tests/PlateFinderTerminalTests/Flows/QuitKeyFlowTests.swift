import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// `q` quits wherever nothing is typed, and is text where something is.
@MainActor @Suite struct QuitKeyFlowTests {
    /// A screen the app can be on, reached by keys from the start.
    enum Screen: CaseIterable, Sendable {
        case historyList, vehicleFromHistory, favoritesList, taskList, taskDetail, tooSmall
    }

    @Test(arguments: Screen.allCases)
    func q_quits_andRestoresTheTerminal_whereNoTextFieldHasTheKeyboard(screen: Screen) async {
        let harness = await makeSUT(on: screen)

        harness.press(.character("q"))

        #expect(harness.terminal.restoreCount == 1)
        #expect(!harness.terminal.isFullScreen)
    }

    @Test func q_typesIntoThePlateField() async {
        let harness = await makeSUT(on: nil)

        harness.press(.character("q"))

        #expect(harness.terminal.restoreCount == 0)
        #expect(harness.shell.search.viewModel.plate == Plate("Q"))
    }

    @Test func q_typesIntoTheTaskEditor() async {
        let harness = await makeSUT(on: .taskList)
        harness.press(.character("n"))

        harness.type("Buy a qr")

        #expect(harness.terminal.restoreCount == 0)
        #expect(harness.shell.tasks.editor?.editor(for: .title).text == "Buy a qr")
    }

    @Test func q_closesTheKeysList_withoutQuitting() async {
        let harness = await makeSUT(on: .historyList)
        harness.press(.character("?"))

        harness.press(.character("q"))

        #expect(harness.terminal.restoreCount == 0)
        #expect(harness.shell.keysOverlay == nil)
    }

    // MARK: - Helpers

    /// The app in full screen over a history and the sample tasks, on `screen` (Search when
    /// nil).
    private func makeSUT(on screen: Screen?) async -> AppHarness {
        let store = InMemoryCarStore(
            history: [TestServices.found("ABC1234", hoursAgo: 1)], favorites: [Plate("ABC1234")])
        let harness = AppHarness(store: store, tasks: SeededTasks.repository())
        // Restoring is what quitting does to the terminal; it counts only once entered.
        do {
            try harness.terminal.enterFullScreen()
        } catch {
            Issue.record("The fake terminal refused full screen: \(error)")
        }
        switch screen {
        case nil: break
        case .historyList: harness.press(.tab)
        case .vehicleFromHistory: harness.press(.tab, .enter)
        case .favoritesList: harness.press(.tab, .tab)
        case .taskList: harness.press(.backTab)
        case .taskDetail: harness.press(.backTab, .enter)
        case .tooSmall: harness.resize(to: TerminalSize(columns: 30, rows: 10))
        }
        await harness.settle()
        return harness
    }
}
