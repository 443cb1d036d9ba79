import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The entry a Shortcut calls: the validator's sentence for a text that is not a plate, the
/// shared failure sentence when no source answered, the dialog otherwise.
@Suite struct PlateFinderCompositionShortcutTests {
    @Test(arguments: [
        ("PBX12", Language.english, "PBX12 is not a complete plate (incomplete)."),
        ("PBX12", .spanish, "PBX12 no es una placa completa (incompleta)."),
        ("", .english, " is not a complete plate (empty)."),
    ])
    func shortcutAnswer_givesTheValidatorsSentence_forATextThatIsNoPlate(
        text: String, language: Language, expected: String
    ) async {
        let (pages, lookUp) = makeSUT()

        let answer = await PlateFinderComposition.shortcutAnswer(
            plateText: text, language: language, lookUp: lookUp, storePath: "/store")

        #expect(answer == .invalidPlate(expected))
        #expect(pages.requestedPlates.isEmpty)
    }

    @Test func shortcutAnswer_refusesATextLongerThanAPlate_withoutAsking() async {
        let (pages, lookUp) = makeSUT()
        let text = "PBX1234" + String(repeating: "9", count: 100)

        let answer = await PlateFinderComposition.shortcutAnswer(
            plateText: text, language: .english, lookUp: lookUp, storePath: "/store")

        guard case .invalidPlate(let sentence) = answer else {
            Issue.record("expected a refusal, got \(answer)")
            return
        }
        #expect(sentence.hasSuffix("(invalid)."))
        #expect(sentence.count < PlateFinderComposition.maximumShortcutPlateLength + 40)
        #expect(pages.requestedPlates.isEmpty)
    }

    @Test func shortcutAnswer_givesTheSharedFailureSentence_whenNoSourceAnswered() async {
        let (pages, lookUp) = makeSUT()
        pages.stub("PBX1234", failingWith: .unreachable)

        let answer = await PlateFinderComposition.shortcutAnswer(
            plateText: "pbx-1234", language: .english, lookUp: lookUp, storePath: "/store")

        let expected = Messages(language: .english).sentence(
            for: LookupFailure(.ant, .unreachable), plate: Plate("PBX1234"))
        #expect(answer == .failed(expected))
    }

    @Test func shortcutAnswer_givesTheReportsDialog_whenTheANTAnswered() async {
        let (pages, lookUp) = makeSUT()
        pages.stub("PBX1234", with: VehicleReports.car)

        let answer = await PlateFinderComposition.shortcutAnswer(
            plateText: "PBX1234", language: .spanish, lookUp: lookUp, storePath: "/store")

        guard case .report(let dialog) = answer else {
            Issue.record("expected a dialog, got \(answer)")
            return
        }
        #expect(dialog.sentences.first == "PBX1234: TOYOTA AA COROLLA 1.6 2009.")
        #expect(answer.text == dialog.text)
        #expect(pages.requestedPlates == [Plate("PBX1234")])
    }

    @Test func shortcutAnswer_saysTheConfigurationsProblem_forARelativeSupportFolder() async {
        let answer = await PlateFinderComposition.shortcutAnswer(
            plateText: "PBX1234", supportDirectory: "relative", preferredLanguages: ["es-EC"])

        guard case .failed(let sentence) = answer else {
            Issue.record("expected a failure, got \(answer)")
            return
        }
        #expect(sentence.contains("relative"))
    }

    // MARK: - Helpers

    private func makeSUT() -> (pages: VehiclePageLoaderStub, lookUp: LookUpVehicle) {
        let pages = VehiclePageLoaderStub()
        let fines = FinesLoaderStub()
        let registrations = RegistrationLoaderStub()
        fines.stub("PBX1234", failingWith: .unreachable)
        registrations.stub("PBX1234", failingWith: .unreachable)
        let clock = DayClock(
            timeZone: VehicleReports.guayaquil, instants: InstantClock { VehicleReports.now })
        let lookUp = LookUpVehicle(
            pages: pages, fines: fines, registrations: registrations, vehicles: InMemoryCarStore(),
            savedFines: InMemoryFinesStore(), savedRegistrations: InMemoryRegistrationStore(),
            clock: clock)
        return (pages, lookUp)
    }
}
