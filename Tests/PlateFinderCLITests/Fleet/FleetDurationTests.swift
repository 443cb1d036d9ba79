import Foundation
import PlateFinderApp
import PlateFinderCLI
import Testing

/// `--max-age` and `--older-than`: a whole number and a unit, or 0.
struct FleetDurationTests {
    @Test(arguments: [
        ("24h", 86_400), ("30m", 1_800), ("7d", 604_800), ("90s", 90), ("0", 0), ("0s", 0),
        (" 2h ", 7_200), ("36500d", 3_153_600_000),
    ])
    func parse_readsANumberAndAUnit(text: String, seconds: Int64) throws {
        #expect(try FleetDuration.parse(text, option: "--max-age") == .seconds(seconds))
    }

    @Test(arguments: [
        "", "h", "24", "1.5h", "-1h", "24H", "1w", "2h30m", "1e3s", "9999999999s",
        "40000d", "٣h", "24 h",
    ])
    func parse_refusesAnythingElse_namingTheOptionAndText(text: String) {
        #expect(throws: UsageError.fleet(.invalidDuration(option: "--older-than", text: text))) {
            try FleetDuration.parse(text, option: "--older-than")
        }
    }

    @Test(arguments: Language.allCases)
    func sentence_explainsTheForm(language: Language) {
        let sentence = Messages(language: language).sentence(
            for: .fleet(.invalidDuration(option: "--max-age", text: "5x\u{1B}[31m")))

        #expect(sentence.contains("--max-age"))
        #expect(sentence.contains("5x"))
        #expect(sentence.contains("24h"))
        #expect(!sentence.contains("\u{1B}"))
    }
}
