import PlateFinderDomain
import Testing

struct ControlCharacterStripperTests {
    @Test(arguments: [
        ("TOYOTA", "TOYOTA"),
        ("CAMIÓN AÑO 😀", "CAMIÓN AÑO 😀"),
        ("\u{1B}[31mRED\u{1B}[0m", "RED"),
        ("\u{1B}[2J\u{1B}[1;1HCLEARED", "CLEARED"),
        ("A\u{1B}]0;pwned\u{07}B", "AB"),
        ("A\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\B", "AlinkB"),
        ("A\u{1B}PqDCS\u{1B}\\B", "AB"),
        ("A\u{1B}cB", "AB"),
        ("A\u{9B}31mB", "AB"),
        ("A\u{9D}0;title\u{9C}B", "AB"),
        ("A\u{00}B\u{07}C\u{08}D\u{7F}E", "ABCDE"),
        ("A\u{85}B\u{80}C", "ABC"),
        ("A\u{9F}APC string\u{9C}B", "AB"),
        ("line\none\ttab\rcr", "line one tab cr"),
        ("abc\u{202E}fed\u{202C}", "abcfed"),
        ("\u{2066}x\u{2069}\u{200F}", "x"),
        ("trailing\u{1B}", "trailing"),
        ("\u{1B}[", ""),
    ])
    func strip_removesEverythingThatCouldDriveATerminal(input: String, expected: String) {
        #expect(ControlCharacterStripper.strip(input) == expected)
    }

    @Test
    func strip_leavesNoControlScalarsInArbitraryText() {
        let hostile = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let stripped = ControlCharacterStripper.strip(hostile + "OK")
        #expect(stripped.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        #expect(!stripped.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }
}
