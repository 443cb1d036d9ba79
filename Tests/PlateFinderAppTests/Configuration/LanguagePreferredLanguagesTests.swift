import PlateFinderApp
import Testing

/// The language an app bundle speaks, from the person's preferred languages.
@Suite struct LanguagePreferredLanguagesTests {
    @Test(arguments: [
        ([], Language.english),
        (["es-EC"], .spanish),
        (["es"], .spanish),
        (["ES-419"], .spanish),
        (["en-GB", "es-EC"], .english),
        (["fr-FR", "es-EC", "en-US"], .spanish),
        (["fr-FR", "de-DE"], .english),
        (["est-EE", "es"], .spanish),
        ([""], .english),
    ])
    func init_picksTheFirstPreferredLanguageItSpeaks(
        preferred: [String], expected: Language
    ) {
        #expect(makeSUT(preferred) == expected)
    }

    @Test func init_readsOnlyTheFirstFewPreferredLanguages() {
        let preferred =
            Array(repeating: "fr-FR", count: Language.maximumPreferredLanguages) + ["es-EC"]

        #expect(makeSUT(preferred) == .english)
    }

    private func makeSUT(_ preferred: [String]) -> Language {
        Language(preferredLanguages: preferred)
    }
}
