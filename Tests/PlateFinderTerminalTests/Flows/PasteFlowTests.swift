import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// A paste is inserted into the field that has the keyboard as its printable text, by the
/// field's own rules; it never acts as keys and never submits. Strings a terminal may send
/// (OSC and the like) type nothing.
@MainActor @Suite struct PasteFlowTests {
    @Test(arguments: [[], [9, 14], [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]])
    func paste_leavesItsPrintableTextInThePlateField_searchingNothing(
        splitAfter splits: [Int]
    ) async throws {
        let (harness, loader) = makeSUT()

        harness.paste("PCQ\u{8}5129\r", splitAfter: splits)
        await harness.settle()

        #expect(harness.screen[2] == fieldRow("PCQ5129", "car"))
        #expect(harness.shell.search.viewModel.text == "PCQ5129")
        #expect(loader.requestedPlates.isEmpty)
        #expect(try await harness.store.retrieve().rows.isEmpty)
    }

    @Test func paste_followsThePlateFieldsRules_upperCaseAndLongestInput() {
        let (harness, _) = makeSUT()
        harness.type("p")

        harness.paste("cq-5129\n" + String(repeating: "9", count: 40))

        #expect(harness.shell.search.viewModel.plate.value.hasPrefix("PCQ"))
        #expect(harness.shell.search.viewModel.text.count == SearchController.maximumInput)
    }

    @Test func paste_thenEnter_searchesThePastedPlate() async {
        let (harness, loader) = makeSUT()
        loader.stub("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))

        harness.paste("  pcq5129\r\n")
        harness.press(.enter)
        await harness.settle()

        #expect(loader.requestedPlates == [Plate("PCQ5129")])
    }

    @Test(arguments: [
        "\u{1B}]0;pwn\u{7}", "\u{1B}]0;pwn\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\",
        "\u{1B}_pwn\u{7}", "\u{1B}^pwn\u{7}", "\u{1B}Xpwn\u{7}",
    ])
    func stringSequence_typesNothing(sequence: String) {
        let (harness, _) = makeSUT()
        let idle = harness.screen

        harness.type(sequence)

        #expect(harness.shell.search.viewModel.text.isEmpty)
        #expect(harness.screen == idle)
    }

    @Test func altRightBracket_losesNothingTypedAfterThePause() {
        let (harness, _) = makeSUT()

        harness.type("\u{1B}]")
        harness.type("pcq5129")

        #expect(harness.screen[2] == fieldRow("PCQ5129", "car"))
    }

    @Test func paste_onAListTab_actsAsNoKey() async throws {
        let (harness, _) = makeSUT()
        // Restoring is what quitting does to the terminal; it counts only once entered.
        try harness.terminal.enterFullScreen()
        harness.press(.tab)
        await harness.settle()
        let shown = harness.screen

        harness.paste("q?1\r\u{3}")
        await harness.settle()

        // Neither quitting, the keys list nor another tab.
        #expect(harness.terminal.restoreCount == 0)
        #expect(harness.shell.keysOverlay == nil)
        #expect(harness.shell.router.selectedTab == .history)
        #expect(harness.screen == shown)
    }

    @Test func paste_intoTheTaskEditor_insertsIntoTheFocusedField_withoutSaving() async {
        let harness = AppHarness()
        harness.press(.backTab)
        await harness.settle()
        harness.press(.character("n"))

        harness.paste("Renew\r\nSOAT\u{13}")
        await harness.settle()

        #expect(harness.shell.tasks.editor?.viewModel.title == "RenewSOAT")
        #expect(await harness.tasks.storedTasks.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        return (AppHarness(size: RenderSize.classic, pages: loader), loader)
    }

    private func fieldRow(_ plate: String, _ badge: String) -> String {
        " Plate  " + plate.padding(toLength: SearchScreen.fieldWidth, withPad: " ", startingAt: 0)
            + "  " + badge
    }
}
