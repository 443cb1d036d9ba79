import FuzzSupport
import PlateFinderApp
import PlateFinderDomain

/// What a fuzz target states about the sentences a failure is worded in.
public enum FailureWording {
    /// Requires `failure`, about `plate`, to read in English and in Spanish as sentences
    /// safe to print, whatever the answer it quotes held.
    public static func requireSafe(_ failure: LookupFailure, plate: Plate) {
        for language in [Language.english, .spanish] {
            let sentence = Messages(language: language).sentence(for: failure, plate: plate)
            Property.require(
                TerminalSafety.firstForbidden(in: sentence) == nil,
                "a failure reads as unsafe text: \(Property.quote(sentence))")
        }
    }
}
