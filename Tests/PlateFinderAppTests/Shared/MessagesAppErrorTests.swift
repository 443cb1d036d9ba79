import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import Testing

/// The sentences front ends show for the presentation's interruptions and inline failures.
@Suite struct MessagesAppErrorTests {
    @Test(arguments: VehicleSource.allCases, Language.allCases)
    func interruption_ofALookup_isTheSourcesSentence(source: VehicleSource, language: Language) {
        let failure = LookupFailure(source, .busy(statusCode: 503, retryAfter: nil))
        let messages = Messages(language: language)

        #expect(
            messages.sentence(for: Interruption.lookup(failure), storePath: "store.sqlite")
                == messages.sentence(for: failure, plate: Plate("")))
    }

    @Test(arguments: [
        (PlateFailure.noData(.ant), "The ANT portal has no data for the plate PBX1234."),
        (.noData(.sri), "The SRI has no vehicle with the plate PBX1234."),
        (
            .notUnderstood(LookupFailure(.sri, .notUnderstood(.dues(.withoutPlate)))),
            "The SRI's answer for PBX1234 could not be understood: the SRI's answer names no "
                + "plate."
        ),
    ])
    func plateFailure_isTheSourcesSentence(failure: PlateFailure, expected: String) {
        #expect(
            Messages(language: .english).sentence(for: failure, plate: Plate("PBX1234"))
                == expected)
    }

    @Test func plateFailure_saysAnIncompletePlateIsNotComplete() {
        #expect(
            Messages(language: .spanish).sentence(
                for: PlateFailure.invalidPlate(.partiallyValid), plate: Plate("PBX12\u{1B}[2J"))
                == "PBX12 no es una placa completa (incompleta).")
    }
}
