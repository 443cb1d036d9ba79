import Testing

@testable import PlateFinderCLI

/// An input line quoted in a message shows what a terminal would hide.
struct InputTextTests {
    @Test(arguments: [
        ("\u{FEFF}PCQ5129", "\\u{FEFF}PCQ5129"), ("PCQ\u{0}5129", "PCQ\\u{0}5129"),
        ("PCQ\u{B}5129", "PCQ\\u{B}5129"), ("PCQ\u{C}5129", "PCQ\\u{C}5129"),
        ("PCQ\u{A0}5129", "PCQ\\u{A0}5129"), ("PCQ\u{200B}5129", "PCQ\\u{200B}5129"),
        ("XYZ\u{1B}]0;x\u{7}", "XYZ\\u{1B}]0;x\\u{7}"), ("PÇQ 5129", "PÇQ 5129"),
    ])
    func escaped_writesWhatWouldNotShow_asSwiftWritesIt(text: String, escaped: String) {
        #expect(makeSUT(text) == escaped)
    }

    @Test func escaped_cutsALongLine_atFortyCharacters() {
        #expect(
            makeSUT(String(repeating: "A", count: 41)) == String(repeating: "A", count: 40) + "…")
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String) -> String {
        InputText.escaped(text)
    }
}
