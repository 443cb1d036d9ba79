import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct TaskScreenRenderTests {
    @Test(arguments: RenderSize.all)
    func list_saysSo_whenNothingIsPending(size: TerminalSize) async {
        let harness = AppHarness(size: size)

        harness.press(.backTab)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "tasks-empty-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func list_showsPendingTasks_markingTheOverdueOne(size: TerminalSize) async {
        let harness = await makeSUT(size: size)

        ExpectedScreen.check(harness.frame, named: "tasks-pending-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func list_showsDoneTasks_afterTheFilterKey(size: TerminalSize) async {
        let harness = await makeSUT(size: size)

        harness.press(.character("f"))

        ExpectedScreen.check(harness.frame, named: "tasks-done-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func detail_showsTheTasksCard(size: TerminalSize) async {
        let harness = await makeSUT(size: size)

        harness.press(.down, .enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "task-detail-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func editor_startsEmpty_withHints(size: TerminalSize) async {
        let harness = await makeSUT(size: size)

        harness.press(.character("n"))

        ExpectedScreen.check(harness.frame, named: "task-editor-new-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func editor_showsEachBrokenRule_underItsField(size: TerminalSize) async {
        let harness = await makeSUT(size: size)

        harness.press(.character("n"))
        harness.type("Renew the tint permit")
        harness.press(.down, .down)
        harness.type("2027-01-14")
        harness.press(.down)
        harness.type("PB1")

        ExpectedScreen.check(harness.frame, named: "task-editor-errors-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func editor_editsTheTaskShown_withoutThePlate(size: TerminalSize) async {
        let harness = await makeSUT(size: size)
        harness.press(.down, .enter)
        await harness.settle()

        harness.press(.character("e"))

        ExpectedScreen.check(harness.frame, named: "task-editor-edit-\(RenderSize.name(size))")
    }

    // MARK: - Helpers

    /// The tasks tab over three pending tasks (one overdue) and one done.
    private func makeSUT(size: TerminalSize) async -> AppHarness {
        let harness = AppHarness(size: size, tasks: SeededTasks.repository())
        harness.press(.backTab)
        await harness.settle()
        return harness
    }
}
