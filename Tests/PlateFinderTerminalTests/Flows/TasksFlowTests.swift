import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct TasksFlowTests {
    @Test func space_marksTheSelectedTaskDone_andItLeavesThePendingList() async {
        let harness = await makeSUT()

        harness.press(.down, .character(" "))
        await harness.settle()

        #expect(
            await harness.tasks.storedTasks.first { $0.id == SeededTasks.later.id }?.isDone == true)
        #expect(harness.screen[2] == " Pending (2)")
        #expect(!harness.shows("Renew SOAT"))
    }

    @Test func filterKey_cyclesPendingDoneAll() async {
        let harness = await makeSUT()

        harness.press(.character("f"))
        let done = harness.screen[2]
        harness.press(.character("f"))
        let all = harness.screen[2]
        harness.press(.character("f"))

        #expect(done == " Done (1)")
        #expect(all == " All tasks (4)")
        #expect(harness.screen[2] == " Pending (3)")
    }

    @Test(arguments: [[Key.character("y")], [.left, .enter]])
    func delete_removesTheTask_whenConfirmed(keys: [Key]) async {
        let harness = await makeSUT()
        harness.press(.down, .delete)
        let asked = harness.shows("Remove task Renew SOAT?")

        for key in keys { harness.press(key) }
        await harness.settle()

        #expect(asked)
        #expect(!harness.shows("Renew SOAT"))
        #expect(await harness.tasks.storedTasks.count == 3)
    }

    @Test(arguments: [[Key.character("n")], [.escape], [.enter], [.right, .right, .enter]])
    func delete_keepsTheTask_whenCancelled(keys: [Key]) async {
        let harness = await makeSUT()
        harness.press(.down, .character("d"))

        for key in keys { harness.press(key) }
        await harness.settle()

        #expect(!harness.shows("Remove task Renew SOAT?"))
        #expect(harness.shows("Renew SOAT"))
        #expect(await harness.tasks.storedTasks.count == 4)
    }

    @Test func enter_opensTheTask_andEditSavesIt_backOnTheTask() async {
        let harness = await makeSUT()
        harness.press(.down, .enter)
        await harness.settle()
        let opened = harness.shell.router.path(for: .tasks)

        harness.press(.character("e"), .backspace, .backspace, .backspace, .backspace)
        harness.type("Insurance")
        harness.press(.enter)
        await harness.settle()

        #expect(opened == [.task(id: SeededTasks.later.id)])
        #expect(harness.screen[2] == " ‹ Renew Insurance")
        #expect(harness.shell.tasks.editor == nil)
        #expect(
            await harness.tasks.storedTasks.first { $0.id == SeededTasks.later.id }?.title.value
                == "Renew Insurance")
        harness.press(.escape)
        await harness.settle()
        #expect(harness.shows("Renew Insurance"))
    }

    @Test func detail_spaceTogglesDone_andDeleteGoesBackToTheList() async {
        let harness = await makeSUT()
        harness.press(.down, .enter)
        await harness.settle()

        harness.press(.character(" "))
        await harness.settle()
        let status = harness.shows("Status   done")
        harness.press(.character("d"))
        let asked = harness.shows("Remove task Renew SOAT?")
        harness.press(.character("y"))
        await harness.settle()

        #expect(status)
        #expect(asked)
        #expect(harness.shell.router.path(for: .tasks).isEmpty)
        #expect(harness.screen[2] == " Pending (2)")
        #expect(await harness.tasks.storedTasks.count == 3)
    }

    @Test(arguments: [Key.escape, .enter])
    func detail_keepsTheTask_whenDeleteIsCancelled(key: Key) async {
        let harness = await makeSUT()
        harness.press(.down, .enter)
        await harness.settle()

        harness.press(.delete, key)
        await harness.settle()

        #expect(harness.shell.router.path(for: .tasks) == [.task(id: SeededTasks.later.id)])
        #expect(await harness.tasks.storedTasks.count == 4)
    }

    @Test func list_isReadAgain_eachTimeTheTabIsShown() async throws {
        let harness = await makeSUT()
        let added = TestServices.task(9, "Check the tyres")
        try await harness.tasks.create(added)

        harness.press(.tab)
        await harness.settle()
        harness.press(.backTab)
        await harness.settle()

        #expect(harness.shows("Check the tyres"))
    }

    // MARK: - Helpers

    /// The tasks tab over the sample tasks, the overdue one selected.
    private func makeSUT() async -> AppHarness {
        let harness = AppHarness(tasks: SeededTasks.repository())
        harness.press(.backTab)
        await harness.settle()
        return harness
    }
}
