import PlateFinderApp
import Testing

@Suite struct MessagesConfigurationErrorTests {
    /// Every error, what was typed carrying escape sequences where it is echoed.
    static let errors: [ConfigurationError] = [
        .invalidTimeout("a\u{1B}[2Jbc"), .invalidEndpoint("http://\u{9B}31m"),
        .invalidEnvironmentEndpoint("x"), .invalidSRIEndpoint("x"),
        .invalidEnvironmentSRIEndpoint("x"), .invalidLanguage("\u{1B}]0;x\u{07}fr"),
        .invalidStorePath(""), .inMemoryStore(source: "--store"), .missingStoreLocation,
        .relativeStoreFolder(variable: "HOME", path: "rel\u{1B}[31mhome"),
    ]

    @Test(arguments: errors)
    func sentence_isOneSafeLineInEachLanguage_forEveryError(error: ConfigurationError) {
        let english = Messages(language: .english).sentence(for: error)
        let spanish = Messages(language: .spanish).sentence(for: error)

        #expect(english != spanish)
        for sentence in [english, spanish] {
            #expect(!sentence.isEmpty && sentence.hasSuffix("."))
            #expect(
                !sentence.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                })
        }
    }
}
