import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// A vehicle opened from the history's saved copy shows the SRI's and the fines' saved
/// answers in the parts the search tab uses, labelled as saved, without a request.
@MainActor @Suite struct HistorySavedPartsFlowTests {
    @Test func enter_showsTheSavedDuesAndFines_underTheSavedVehicle_withoutARequest() async throws {
        let sut = await makeSUT()

        sut.harness.press(.enter)
        await sut.harness.settle()

        let screen = sut.harness.screen
        let make = try #require(screen.firstIndex { $0.contains("Make") })
        let fines = try #require(screen.firstIndex { $0.contains("Fines total") })
        let dues = try #require(screen.firstIndex { $0.contains("Registration dues (SRI)") })
        #expect(make < fines && fines < dues)
        #expect(screen.contains { $0.contains("Status") && $0.contains("!! Late since May 2026") })
        #expect(screen[fines].contains("1 pending — USD 51.70"))
        #expect(
            screen.contains {
                $0.contains("Fines source") && $0.contains("saved copy from 2027-01-15 02:00")
            })
        #expect(
            screen.filter { $0.hasPrefix(" Source") && $0.contains("saved copy from 2027-01-15") }
                .count == 2)
        #expect(sut.harness.shows("^E shows each fine"))
        #expect(sut.car.requestedPlates.isEmpty)
        #expect(sut.sri.requestedPlates.isEmpty)
        #expect(sut.fines.requests.isEmpty)
    }

    @Test func controlE_unfoldsEachSavedFine_andGoingBackFoldsThemAgain() async {
        let sut = await makeSUT()
        sut.harness.press(.enter)
        await sut.harness.settle()

        sut.harness.press(.control("e"))
        await sut.harness.redraw()

        #expect(sut.harness.shows("2025-08-14"))
        #expect(sut.harness.shows("1.5 points · USD 51.70"))

        sut.harness.press(.escape, .enter)
        await sut.harness.settle()

        #expect(!sut.harness.shows("1.5 points · USD 51.70"))
        #expect(sut.harness.shows("^E shows each fine"))
    }

    // MARK: - Helpers

    private struct SUT {
        let harness: AppHarness
        let car: VehiclePageLoaderStub
        let sri: RegistrationLoaderStub
        let fines: FinesLoaderStub
    }

    /// The history tab over ABC1234's saved vehicle, SRI answer and fines, all saved an hour
    /// ago; every loader answers nothing, so any request shows.
    private func makeSUT() async -> SUT {
        let savedAt = TestServices.now.addingTimeInterval(-3600)
        let car = VehiclePageLoaderStub()
        let sri = RegistrationLoaderStub()
        let fines = FinesLoaderStub()
        let harness = AppHarness(
            size: TerminalSize(columns: 100, rows: 60), pages: car, registrations: sri,
            fines: fines,
            store: InMemoryCarStore(history: [TestServices.found("ABC1234", hoursAgo: 1)]),
            savedRegistrations: InMemoryRegistrationStore(answers: [
                SavedRegistration(
                    plate: Plate("ABC1234"),
                    registration: DuesFactory.registration(plate: "ABC1234"),
                    fetchedAt: savedAt)
            ]),
            savedFines: InMemoryFinesStore(answers: [
                SavedFines(report: FinesFactory.report(plate: "ABC1234"), fetchedAt: savedAt)
            ]))
        harness.press(.tab)
        await harness.settle()
        return SUT(harness: harness, car: car, sri: sri, fines: fines)
    }
}
