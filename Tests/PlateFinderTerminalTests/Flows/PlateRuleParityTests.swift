import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderTerminal

/// The full-screen app takes a plate by the rule every front end shares, `PlateSubmission`
/// (what `validate` prints): Enter searches exactly the plate it makes of the text, written
/// the same way, and nothing when it makes no complete plate.
@MainActor @Suite struct PlateRuleParityTests {
    @Test(arguments: [
        "pbx 12 34", "pbx-12-34", " pbx1234 ", "p b x 1 2 3 4", "pbx - 1234", "pbx--1234",
        "pbx_1234", "pbx.1234", "pbx 12 345", "abc 123", "abc-123", "gs 123 a", "cd-1234",
        "pbx12", "ñbx1234",
    ])
    func enterInTheApp_searchesExactlyWhatTheSubmissionRuleAccepts(text: String) async {
        let submission = PlateSubmission(text)
        let (harness, loader) = makeSUT()
        harness.type(text)

        harness.press(.enter)
        await harness.settle()

        #expect(loader.requestedPlates == (submission.isComplete ? [submission.plate] : []))
    }

    // MARK: - Helpers

    private func makeSUT() -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        return (AppHarness(pages: loader), loader)
    }
}
