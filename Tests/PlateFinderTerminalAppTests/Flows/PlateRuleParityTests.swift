import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// The command line and the full-screen app take a plate by one rule: what `validate`
/// accepts, Enter in the app searches, written the same way; what one refuses, so does the
/// other.
@MainActor @Suite struct PlateRuleParityTests {
    @Test(arguments: [
        "pbx 12 34", "pbx-12-34", " pbx1234 ", "p b x 1 2 3 4", "pbx - 1234", "pbx--1234",
        "pbx_1234", "pbx.1234", "pbx 12 345", "abc 123", "abc-123", "gs 123 a", "cd-1234",
        "pbx12", "ñbx1234",
    ])
    func enterInTheApp_searchesExactlyWhatValidateAccepts(text: String) async throws {
        let validated = try await CommandLineHarness(usesStore: false).run(
            "validate", text, "--json")
        let plate = try JSONOutput.object(validated)["plate"] as? String
        let (harness, loader) = makeSUT()
        harness.type(text)

        harness.press(.enter)
        await harness.settle()

        let searched = loader.requestedPlates.map(\.value)
        #expect(searched == (validated.exitCode == 0 ? [plate ?? ""] : []))
        #expect([0, 1].contains(validated.exitCode))
    }

    // MARK: - Helpers

    private func makeSUT() -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        return (AppHarness(pages: loader), loader)
    }
}
