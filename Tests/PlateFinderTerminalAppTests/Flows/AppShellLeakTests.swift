import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import platefinder

@MainActor @Suite struct AppShellLeakTests {
    @Test func shellAndEverythingItMade_areReleased_afterASession() async {
        await withLeakTrackingOnMainActor { tracker in
            let loader = CarInfoLoaderStub()
            loader.stub("ABC1234", with: .failure(.networkError))
            let harness = AppHarness(
                loader: loader,
                store: InMemoryCarStore(history: [TestServices.found("PBX1234", hoursAgo: 1)]))
            let shell = harness.shell
            for object: AnyObject in [
                shell, shell.router, shell.errorHandler, shell.work, shell.search,
                shell.search.viewModel, shell.history, shell.history.viewModel, shell.favorites,
                shell.favorites.viewModel, shell.tasks, harness.application, harness.terminal,
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
        }
    }
}
