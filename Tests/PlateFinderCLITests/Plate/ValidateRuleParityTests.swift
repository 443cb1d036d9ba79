import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// `validate` takes a plate by the rule every front end shares, `PlateSubmission`: the
/// full-screen app's Enter is held to the same rule in its own tests, so the two cannot
/// drift apart.
struct ValidateRuleParityTests {
    @Test(arguments: [
        "pbx 12 34", "pbx-12-34", " pbx1234 ", "p b x 1 2 3 4", "pbx - 1234", "pbx--1234",
        "pbx_1234", "pbx.1234", "pbx 12 345", "abc 123", "abc-123", "gs 123 a", "cd-1234",
        "pbx12", "ñbx1234",
    ])
    func validate_acceptsExactlyWhatTheSubmissionRuleAccepts(text: String) async throws {
        let submission = PlateSubmission(text)

        let validated = try await CommandLineHarness(usesStore: false).run(
            "validate", text, "--json")

        let plate = try JSONOutput.object(validated)["plate"] as? String
        #expect(validated.exitCode == (submission.isComplete ? 0 : 1))
        #expect(plate == submission.plate.value)
    }
}
