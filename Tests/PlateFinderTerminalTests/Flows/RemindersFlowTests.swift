import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct RemindersFlowTests {
    @Test func controlT_onTheSearchCard_createsTheReminders_listedInTasks_once() async {
        let loader = VehiclePageLoaderStub()
        loader.stub("PBX1234", with: .success(CarFactory.make(plate: "PBX1234")))
        let harness = AppHarness(pages: loader)
        harness.type("pbx1234")
        harness.press(.enter)
        await harness.settle()

        harness.press(.control("t"))
        await harness.settle()
        let created = harness.screen[3]
        harness.press(.control("t"))
        await harness.settle()
        let again = harness.screen[3]
        harness.press(.backTab)
        await harness.settle()

        #expect(created == " 1 reminder created for PBX1234; see it in Tasks.")
        #expect(again == " The reminders for PBX1234 are already there, in Tasks.")
        #expect(await harness.tasks.storedTasks.count == 1)
        #expect(harness.screen[4] == " › [ ] 2027-05-01          Registration PBX1234  PBX1234")
    }

    @Test func controlT_onAVehicleOpenedFromHistory_createsTheReminders() async {
        let harness = AppHarness(
            store: InMemoryCarStore(history: [TestServices.found("PBX1234", hoursAgo: 1)]))
        harness.press(.tab)
        await harness.settle()
        harness.press(.enter)
        await harness.settle()

        harness.press(.control("t"))
        await harness.settle()

        #expect(harness.screen[3] == " 1 reminder created for PBX1234; see it in Tasks.")
        #expect(await harness.tasks.storedTasks.map(\.title.value) == ["Registration PBX1234"])
    }

    @Test func controlT_doesNothing_beforeAVehicleIsShown() async {
        let harness = AppHarness()

        harness.type("pbx")
        harness.press(.control("t"))
        await harness.settle()

        #expect(await harness.tasks.storedTasks.isEmpty)
        #expect(harness.shell.search.viewModel.plate == Plate("PBX"))
    }
}
