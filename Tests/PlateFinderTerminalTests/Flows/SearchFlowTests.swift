import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct SearchFlowTests {
    @Test(arguments: [
        ("a", "A", "incomplete"), ("abc1234", "ABC1234", "car"), ("ab123a", "AB123A", "motorcycle"),
        ("cd1234", "CD1234", "special"), ("1", "1", "invalid"), ("abc-1234", "ABC1234", "car"),
    ])
    func typing_showsPlateNormalized_withItsFormat(typed: String, shown: String, badge: String) {
        let (harness, _) = makeSUT()

        for character in typed { harness.press(.character(character)) }

        #expect(harness.screen[2] == fieldRow(shown, badge))
        #expect(harness.shell.search.viewModel.plate == Plate(shown))
    }

    @Test func typing_updatesTheBadgeOnEveryKey() {
        let (harness, _) = makeSUT()
        var badges: [String] = []

        for character in "abc1234x" {
            harness.press(.character(character))
            badges.append(String(harness.screen[2].dropFirst(22)))
        }

        #expect(badges == Array(repeating: "incomplete", count: 6) + ["car", "invalid"])
    }

    @Test func backspace_editsThePlate() {
        let (harness, _) = makeSUT()
        harness.type("abc12345")

        harness.press(.backspace)

        #expect(harness.screen[2] == fieldRow("ABC1234", "car"))
    }

    @Test func typing_stopsAtTheLongestInput() {
        let (harness, _) = makeSUT()

        harness.type(String(repeating: "a", count: 30))

        #expect(harness.shell.search.viewModel.plate.value.count == SearchController.maximumInput)
    }

    @Test func enter_asksNothing_forAnIncompletePlate() async {
        let (harness, loader) = makeSUT()
        harness.type("abc12")

        harness.press(.enter)
        await harness.settle()

        #expect(loader.requestedPlates.isEmpty)
        #expect(harness.shows("A plate looks like ABC1234"))
    }

    @Test func enter_showsSpinner_thenTheCard() async {
        let loader = ControllableVehiclePageLoader()
        let harness = AppHarness(pages: loader)
        harness.type("abc1234")

        harness.press(.enter)
        await loader.waitForRequests(1)
        await harness.redraw()
        let whileLoading = harness.screen
        loader.complete("ABC1234", with: .success(CarFactory.make()))
        await harness.settle()

        // The SRI's part and the plate's own rows show while the ANT is asked.
        #expect(whileLoading.contains(" Source              asking the ANT portal…"))
        // The blockers open the card, above its rows.
        #expect(harness.screen[4] == " !! Blocked: fines pending.")
        #expect(harness.screen[6] == " Source              ANT portal, just now")
        #expect(harness.shows("Make                TOYOTA"))
    }

    @Test func controlF_togglesTheFavourite_andTheCardSaysSo() async throws {
        let harness = await makeSearchedSUT()

        harness.press(.control("f"))
        await harness.settle()
        let added = harness.shows("Favourite           yes")
        let storedAfterAdding = try await harness.store.retrieveFavorites().rows
        harness.press(.control("f"))
        await harness.settle()

        #expect(added)
        #expect(storedAfterAdding == [Plate("ABC1234")])
        #expect(harness.shows("Favourite           no"))
        #expect(try await harness.store.retrieveFavorites().rows.isEmpty)
    }

    @Test func escape_emptiesTheFieldAndTheResult() async {
        let harness = await makeSearchedSUT()

        harness.press(.escape)

        #expect(harness.screen[2] == " Plate")
        #expect(!harness.shows("TOYOTA"))
    }

    @Test func arrows_scrollTheCard_whenItDoesNotFit() async {
        let harness = await makeSearchedSUT(size: RenderSize.smallest)

        harness.press(.down, .down)
        let (alert, scrolled) = (harness.screen[4], harness.screen[6])
        harness.press(.up, .up)

        // The alert stays put while the card below it scrolls.
        #expect(alert == " !! Blocked: fines pending.")
        #expect(scrolled == " Plate               ABC1234")
        #expect(harness.screen[6] == " Source              ANT portal, just")
    }

    // MARK: - Helpers

    private func makeSUT(
        size: TerminalSize = RenderSize.classic
    ) -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        return (AppHarness(size: size, pages: loader), loader)
    }

    /// The app after a search that found ABC1234, tall enough for its whole card.
    private func makeSearchedSUT(size: TerminalSize = RenderSize.large) async -> AppHarness {
        let (harness, loader) = makeSUT(size: size)
        loader.stub("ABC1234", with: .success(CarFactory.make()))
        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()
        return harness
    }

    /// The plate field's row: the label, the field's twelve columns, the badge.
    private func fieldRow(_ plate: String, _ badge: String) -> String {
        " Plate  " + plate.padding(toLength: SearchScreen.fieldWidth, withPad: " ", startingAt: 0)
            + "  " + badge
    }
}
