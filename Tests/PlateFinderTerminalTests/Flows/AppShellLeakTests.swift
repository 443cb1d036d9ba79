import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct AppShellLeakTests {
    @Test func shellAndEverythingItMade_areReleased_afterASession() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = VehiclePageLoaderStub()
            loader.stub("ABC1234", with: .failure(LookupFailure(.ant, .unreachable)))
            let harness = AppHarness(
                pages: loader,
                store: InMemoryCarStore(history: [TestServices.found("PBX1234", hoursAgo: 1)]),
                tasks: SeededTasks.repository())
            let shell = harness.shell
            for object: AnyObject in [
                shell, shell.router, shell.errorHandler, shell.work, shell.search,
                shell.search.viewModel, shell.history, shell.history.source.viewModel,
                shell.favorites, shell.favorites.source.viewModel, shell.tasks, shell.tasks.list,
                harness.application,
                harness.terminal,
            ] {
                tracker.track(object)
            }
            // A search that interrupts (its retry is held by the error handler), a list, a
            // vehicle opened, a confirmation and the keys overlay.
            harness.type("abc1234")
            harness.press(.enter)
            await harness.settle()
            harness.press(.tab)
            await harness.settle()
            harness.press(.enter)
            await harness.settle()
            harness.press(.escape, .escape, .character("d"), .character("n"), .character("?"))
            harness.press(.escape)
            // The vehicle's reminders, then the tasks: a task opened, its editor, a
            // confirmation.
            harness.press(.enter)
            await harness.settle()
            harness.press(.control("t"))
            await harness.settle()
            harness.press(.escape, .backTab)
            await harness.settle()
            harness.press(.enter)
            await harness.settle()
            if let detail = harness.shell.tasks.detail { tracker.track(detail) }
            harness.press(.character("e"))
            if let editor = harness.shell.tasks.editor?.viewModel { tracker.track(editor) }
            harness.press(.character("x"), .enter)
            await harness.settle()
            harness.press(.character("d"), .character("n"), .escape, .character("n"))
            harness.press(.escape)
            await harness.settle()
        }
    }
}
