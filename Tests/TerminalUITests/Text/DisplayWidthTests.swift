import TerminalUI
import Testing

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("Ñ", 1), ("\u{E9}", 1), ("e\u{301}", 1), ("a\u{301}\u{302}\u{303}", 1),
            ("日", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("👍🏽", 2), ("🇪🇨", 2),
            ("👨‍👩‍👧", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("⠋", 1), ("—", 1), ("\u{200B}", 0),
            ("\u{301}", 0), ("\u{7}", 0), ("\u{85}", 0), ("가\u{11A8}", 2),
        ] as [(Character, Int)])
    func of_measuresGraphemeCluster(character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width)
    }

    @Test(arguments: [
        ("", 0), ("ABC1234", 7), ("Año", 3), ("Cafe\u{301}", 4), ("日本語", 6), ("a🇪🇨b", 4),
    ])
    func of_sumsOverText(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
