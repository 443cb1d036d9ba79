import TerminalUI
import Testing

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            // ASCII, accents precomposed and with combining marks.
            ("a", 1), ("Ñ", 1), ("\u{E9}", 1), ("e\u{301}", 1), ("a\u{301}\u{302}\u{303}", 1),
            // CJK, Hangul (a syllable, and built of jamo), halfwidth and fullwidth forms.
            ("日", 2), ("한", 2), ("가\u{11A8}", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("ｱ", 1),
            ("Ａ", 2),
            // Emoji: on their own, with a skin tone, joined, flags, VS16, keycaps.
            ("😀", 2), ("👍🏽", 2), ("☝🏽", 2), ("🇪🇨", 2), ("🇪", 2), ("👨‍👩‍👧", 2),
            ("🏳️‍🌈", 2), ("👁️‍🗨️", 2), ("❤️", 2), ("❤", 1), ("✌️", 2), ("1️⃣", 2), ("#️⃣", 2),
            ("1\u{20E3}", 1), ("a\u{FE0F}", 1),
            // Text symbols, invisible and control characters.
            ("⠋", 1), ("—", 1), ("\u{200B}", 0), ("\u{301}", 0), ("\u{7}", 0), ("\u{85}", 0),
        ] as [(Character, Int)])
    func of_measuresGraphemeCluster_asTerminalsDrawingWholeClustersDo(
        character: Character, width: Int
    ) {
        #expect(DisplayWidth.of(character) == width)
    }

    @Test(arguments: [
        ("", 0), ("ABC1234", 7), ("Año", 3), ("Cafe\u{301}", 4), ("日本語", 6), ("a🇪🇨b", 4),
        ("OK 👍🏽", 5), ("☝🏽 up", 5),
    ])
    func of_sumsOverText(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
