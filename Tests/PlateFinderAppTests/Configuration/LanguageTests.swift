import PlateFinderApp
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        ([:], Language.english),
        (["LANG": "es_EC.UTF-8"], .spanish),
        (["LANG": "es"], .spanish),
        (["LANG": "es-419"], .spanish),
        (["LANG": "ES_ec"], .spanish),
        (["LANG": "en_US.UTF-8"], .english),
        (["LANG": "C"], .english),
        (["LANG": "POSIX"], .english),
        (["LANG": "est_EE"], .english),
        (["LANG": ""], .english),
        (["LC_MESSAGES": "es_EC", "LANG": "en_US"], .spanish),
        (["LC_ALL": "es_EC", "LC_MESSAGES": "en_US", "LANG": "en_US"], .spanish),
        (["LC_ALL": "C", "LANG": "es_EC"], .english),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_EC"], .spanish),
        (["LC_ALL": "", "LC_MESSAGES": "en_GB", "LANG": "es_EC"], .english),
        (["LANGUAGE": "es", "LC_CTYPE": "es_EC"], .english),
        (["LANGUAGE": "es", "LANG": "en_US.UTF-8"], .spanish),
        (["LANGUAGE": "fr:es:en", "LANG": "en_US.UTF-8"], .spanish),
        (["LANGUAGE": "en_GB:es", "LANG": "es_EC.UTF-8"], .english),
        (["LANGUAGE": "fr", "LANG": "es_EC.UTF-8"], .english),
        (["LANGUAGE": "", "LANG": "es_EC.UTF-8"], .spanish),
        (["LANGUAGE": "es", "LANG": "C"], .english),
        (["LANGUAGE": "es", "LC_ALL": "POSIX", "LANG": "en_US"], .english),
        (["LANGUAGE": "es", "LANG": "C.UTF-8"], .english),
        (["LANGUAGE": "es:en", "LC_MESSAGES": "de_DE"], .spanish),
    ])
    func init_followsFirstNonEmptyLocaleVariable(environment: [String: String], expected: Language)
    {
        #expect(makeSUT(environment: environment) == expected)
    }

    @Test(arguments: [
        ("en", [:], Language.english),
        ("es", [:], .spanish),
        ("ES", [:], .spanish),
        ("en", ["LANG": "es_EC.UTF-8"], .english),
        ("es", ["LC_ALL": "en_US.UTF-8"], .spanish),
    ])
    func resolve_prefersFlag_overEnvironment(
        flag: String, environment: [String: String], expected: Language
    ) throws {
        #expect(try Language.resolve(flag: flag, environment: environment) == expected)
    }

    @Test func resolve_followsEnvironment_withoutFlag() throws {
        let language = try Language.resolve(flag: nil, environment: ["LANG": "es_EC.UTF-8"])

        #expect(language == .spanish)
    }

    @Test(arguments: ["fr", "", "english", "es_EC"])
    func resolve_throwsInvalidLanguage_onUnknownFlag(flag: String) {
        #expect(throws: ConfigurationError.invalidLanguage(flag)) {
            try Language.resolve(flag: flag, environment: ["LANG": "es_EC.UTF-8"])
        }
    }

    // MARK: - Helpers

    private func makeSUT(environment: [String: String]) -> Language {
        Language(environment: environment)
    }
}
