import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// Rows the store holds but cannot read: a tab lists the others and says some are not
/// shown; a vehicle whose saved copy cannot be read says so where the copy would be.
@MainActor @Suite struct UnreadableRowsFlowTests {
    static let search = UnreadableRow(table: .searchHistory, key: "GBC4567", rowNumber: 4)

    @Test func historyTab_listsTheOthers_andSaysAnEntryIsNotShown() async {
        let harness = await makeSUT(unreadable: [Self.search])

        #expect(harness.screen[2] == " 1 entry of the store cannot be read and is not shown.")
        #expect(harness.screen[3].hasPrefix(" › * ABC1234"))
        #expect(!harness.shows("GBC4567"))
    }

    @Test func historyTab_saysNothingMore_whenEveryRowCanBeRead() async {
        let harness = await makeSUT(unreadable: [])

        #expect(harness.screen[2].hasPrefix(" › * ABC1234"))
        #expect(!harness.shows("cannot be read"))
    }

    @Test func historyTab_saysEntriesAreNotShown_inSpanish() async {
        let harness = await makeSUT(unreadable: [Self.search], language: .spanish)

        #expect(
            harness.screen[2] == " No se puede leer 1 registro del archivo; no se muestra.")
    }

    @Test func tasksTab_listsTheOthers_andSaysATaskIsNotShown() async {
        let tasks = InMemoryTaskRepository(
            tasks: [TaskFactory.make(title: "Renew SOAT")],
            unreadable: [
                UnreadableRow(
                    table: .tasks, key: "0a1b2c3d-0000-4000-8000-000000000000", rowNumber: 2)
            ])
        let harness = AppHarness(tasks: tasks)
        harness.press(.backTab)
        await harness.settle()

        #expect(harness.shows("1 entry of the store cannot be read and is not shown."))
        #expect(harness.shows("Renew SOAT"))
    }

    @Test func openedVehicle_saysItsSavedCopyCannotBeRead() async {
        let vehicle = UnreadableRow(table: .savedAnswers(.vehicle), key: "ABC1234", rowNumber: 1)
        let harness = await makeSUT(unreadable: [vehicle])

        harness.press(.enter)
        await harness.settle()

        #expect(harness.shows("saved copy unreadable"))
    }

    // MARK: - Helpers

    /// The history tab over ABC1234's search (a favourite) and PBX1234's, the store
    /// holding `unreadable` rows too.
    private func makeSUT(
        unreadable: [UnreadableRow], language: Language = .english
    ) async -> AppHarness {
        let store = InMemoryCarStore(
            history: [
                TestServices.found("ABC1234", hoursAgo: 1),
                TestServices.failed("PBX1234", .noData, hoursAgo: 3),
            ],
            favorites: [Plate("ABC1234")])
        await store.holdUnreadable(unreadable)
        let harness = AppHarness(store: store, language: language)
        harness.press(.tab)
        await harness.settle()
        return harness
    }
}
