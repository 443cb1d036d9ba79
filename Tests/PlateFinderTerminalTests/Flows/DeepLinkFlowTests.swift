import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct DeepLinkFlowTests {
    @Test func searchLink_searches_andTheFieldKeepsEditingThePlate() async {
        let loader = VehiclePageLoaderStub()
        loader.stub("ABC1234", with: .success(CarFactory.make()))
        let harness = AppHarness(pages: loader)

        harness.shell.open(.search(.complete("ABC1234")))
        await harness.settle()
        let card = harness.shows("Make                TOYOTA")
        harness.press(.backspace)

        #expect(card)
        #expect(loader.requestedPlates == [Plate("ABC1234")])
        #expect(harness.shell.search.viewModel.plate == Plate("ABC123"))
    }

    @Test func searchLink_ofAnOldPlate_saysUnderTheFieldItWasWrittenWithFourDigits() async throws {
        let loader = VehiclePageLoaderStub()
        loader.stub("PBA0123", with: .success(CarFactory.make(plate: "PBA0123")))
        let harness = AppHarness(pages: loader)

        harness.shell.open(try DeepLink(string: "platefinder://search/pba-123"))
        await harness.settle()

        #expect(harness.shows("An old three-digit plate: used as PBA0123"))
        #expect(loader.requestedPlates == [Plate("PBA0123")])
    }

    @Test(arguments: [(DeepLink.history, AppTab.history), (.favorites, .favorites)])
    func listLink_showsItsTab_withTheListRead(link: DeepLink, tab: AppTab) async {
        let harness = AppHarness(
            store: InMemoryCarStore(
                history: [TestServices.found("ABC1234", hoursAgo: 1)],
                favorites: [Plate("ABC1234")]))

        harness.shell.open(link)
        await harness.settle()

        #expect(harness.shell.router.selectedTab == tab)
        #expect(harness.shows("ABC1234"))
    }

    @Test func taskLink_showsTheTask_andEscapeGoesBackToTheList() async {
        let harness = AppHarness(tasks: SeededTasks.repository())

        harness.shell.open(.task(id: SeededTasks.later.id))
        await harness.settle()
        let shown = harness.screen[2] == " ‹ Renew SOAT" && harness.shows("Due      2027-02-01")
        harness.press(.escape)
        await harness.settle()

        #expect(shown)
        #expect(harness.shell.router.selectedTab == .tasks)
        #expect(harness.shell.router.path(for: .tasks).isEmpty)
        #expect(harness.screen[2] == " Pending (3)")
    }

    @Test func taskLink_saysSo_whenNoTaskHasTheID() async {
        let harness = AppHarness(tasks: SeededTasks.repository())

        harness.shell.open(.task(id: UUID()))
        await harness.settle()

        #expect(harness.shows("This task does not exist; it may have been removed."))
        #expect(harness.shell.errorHandler.current == nil)
    }

    @Test func tasksLink_showsTheTasksTab_withTheListRead() async {
        let harness = AppHarness(tasks: SeededTasks.repository())

        harness.shell.open(.tasks)
        await harness.settle()

        #expect(harness.shell.router.selectedTab == .tasks)
        #expect(harness.shows("Registration PBX1234"))
    }
}
