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
        // Found by the control-stripper fuzz target: a line break that is no control.
        ("line\u{2028}paragraph\u{2029}end", "line paragraph end"),
        ("abc\u{202E}fed\u{202C}", "abcfed"),
        ("\u{2066}x\u{2069}\u{200F}", "x"),
        ("trailing\u{1B}", "trailing"),
        ("\u{1B}[", ""),
        ("a\u{061C}b\u{200B}c\u{200C}d\u{200D}e\u{200E}f", "abcdef"),
        ("a\u{2060}b\u{2061}c\u{2064}d\u{FEFF}e", "abcde"),
        ("\u{202A}L\u{202B}R\u{202D}\u{2067}x\u{2068}", "LRx"),
        ("keep\u{2065}\u{2010}\u{FEFE}", "keep\u{2065}\u{2010}\u{FEFE}"),
        ("👨\u{200D}👩\u{200D}👧 family", "👨\u{200D}👩\u{200D}👧 family"),
        ("👍🏽\u{200D}🔥 ❤️\u{200D}🔥", "👍🏽\u{200D}🔥 ❤️\u{200D}🔥"),
        ("a\u{200D}b 😀\u{200D}x \u{200D}😀 😀\u{200D}\u{200D}😀", "ab 😀x 😀 😀\u{200D}😀"),
        ("😀\u{200D}\u{1B}[0m😀", "😀😀"),
    ])
    func strip_removesEverythingThatCouldDriveATerminal(input: String, expected: String) {
        #expect(ControlCharacterStripper.strip(input) == expected)
    }

    @Test(arguments: [
        ("one\r\ntwo\rthree\nfour", "one\ntwo\nthree\nfour"),
        ("a\u{85}b\u{2028}c\u{2029}d", "a\nb\nc\nd"),
        ("b\u{2028}c\u{2029}d", "b\nc\nd"),
        ("\u{1B}[31mred\u{1B}[0m\n\u{202E}x\ty", "red\nx y"),
        ("plain", "plain"),
    ])
    func stripKeepingLineBreaks_stripsEachLine_andJoinsThemWithNewlines(
        input: String, expected: String
    ) {
        #expect(ControlCharacterStripper.stripKeepingLineBreaks(input) == expected)
    }

    @Test
    func strip_isIdempotent_andLeavesNothingForbidden() {
        let hostile = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let formats = [0x061C, 0x200B, 0x200D, 0x200F, 0x202A, 0x202E, 0x2060, 0x2064, 0x2066]
            .compactMap(Unicode.Scalar.init).map(String.init).joined()
        let once = ControlCharacterStripper.strip(formats + "\u{FEFF}OK" + hostile)

        #expect(!once.unicodeScalars.contains(where: ControlCharacterStripper.isForbidden))
        #expect(ControlCharacterStripper.strip(once) == once)
        #expect(once.hasPrefix("OK"))
    }

    @Test
    func strip_leavesNoControlScalarsInArbitraryText() {
        let hostile = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let stripped = ControlCharacterStripper.strip(hostile + "OK")
        #expect(stripped.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        #expect(!stripped.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }
}
