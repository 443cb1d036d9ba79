import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct TaskEditorFlowTests {
    @Test func create_showsEachBrokenRule_untilFixed_thenListsTheTask() async {
        let harness = await makeSUT()

        harness.press(.character("n"))
        harness.type("Renew the tint permit")
        let tooLong = harness.shows("A task title needs 1 to 20 characters; this one has 21.")
        harness.press(.backspace, .tab)
        harness.type("Before the trip")
        harness.press(.tab)
        harness.type("2027-01-14")
        let past = harness.shows(
            "A due date must be today or later; 2027-01-14 has already passed.")
        harness.press(.enter)
        let refused = harness.shell.tasks.editor != nil
        harness.press(.backspace, .backspace)
        harness.type("20")
        harness.press(.enter)
        await harness.settle()

        #expect(tooLong)
        #expect(past)
        #expect(refused)
        #expect(harness.shell.tasks.editor == nil)
        #expect(harness.screen[2] == " Pending (1)")
        #expect(harness.screen[4] == " › [ ] 2027-01-20          Renew the tint permi")
        let stored = await harness.tasks.storedTasks
        #expect(stored.map(\.title.value) == ["Renew the tint permi"])
        #expect(stored.map(\.note.value) == ["Before the trip"])
    }

    @Test func typing_keepsDigitsQuestionMarksAndTabsInTheForm() async {
        let harness = await makeSUT()

        harness.press(.character("n"))
        harness.type("1?2")
        harness.press(.backTab, .backTab)
        harness.type("abc1234")

        #expect(harness.shell.router.selectedTab == .tasks)
        #expect(harness.shell.keysOverlay == nil)
        #expect(harness.shell.tasks.editor?.viewModel.title == "1?2")
        #expect(harness.shell.tasks.editor?.viewModel.dueDateText == "abc1234")
        #expect(harness.shows("Write the due date as YYYY-MM-DD, for example 2027-05-01."))
    }

    @Test func escape_cancels_withoutSaving() async {
        let harness = await makeSUT()

        harness.press(.character("n"))
        harness.type("Renew SOAT")
        harness.press(.escape)
        await harness.settle()

        #expect(harness.shell.tasks.editor == nil)
        #expect(await harness.tasks.storedTasks.isEmpty)
        #expect(harness.shows("Nothing pending. Press n to add a task."))
    }

    @Test func controlS_saves_likeEnter() async {
        let harness = await makeSUT()

        harness.press(.character("n"))
        harness.type("Renew SOAT")
        harness.press(.down, .down, .down)
        harness.type("pbx1234")
        harness.press(.control("s"))
        await harness.settle()

        #expect(await harness.tasks.storedTasks.map(\.plate) == [Plate("PBX1234")])
        #expect(harness.shows("Renew SOAT"))
    }

    // MARK: - Helpers

    /// The empty tasks tab.
    private func makeSUT() async -> AppHarness {
        let harness = AppHarness()
        harness.press(.backTab)
        await harness.settle()
        return harness
    }
}
