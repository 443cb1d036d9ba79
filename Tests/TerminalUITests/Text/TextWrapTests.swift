import TerminalUI
import Testing

@Suite struct TextWrapTests {
    @Test func lines_breaksAtSpaces() {
        #expect(TextWrap.lines("one two three four", width: 9) == ["one two", "three", "four"])
    }

    @Test func lines_breaksInsideWord_onlyWhenWordIsTooWide() {
        #expect(TextWrap.lines("ab abcdefghij", width: 4) == ["ab", "abcd", "efgh", "ij"])
    }

    @Test func lines_measuresWideCharacters() {
        #expect(TextWrap.lines("日本語の文", width: 4) == ["日本", "語の", "文"])
    }

    /// Found by the text-wrap fuzz target: the rest of the word stayed on one line.
    @Test func lines_givesACharacterWiderThanTheWidthALineOfItsOwn() {
        #expect(TextWrap.lines("中文 ab", width: 1) == ["中", "文", "a", "b"])
        #expect(TextWrap.lines("x中😀", width: 1) == ["x", "中", "😀"])
    }

    /// Found by the text-wrap fuzz target: a word of no width (a tab, a format character)
    /// was dropped after a full line or before a word too wide to join it.
    @Test func lines_keepsWordsThatTakeNoColumns() {
        #expect(TextWrap.lines("abc \t", width: 3) == ["abc", "\t"])
        #expect(TextWrap.lines("\t abcdef", width: 3) == ["\t", "abc", "def"])
        #expect(TextWrap.lines("abc \u{206A} d", width: 3) == ["abc", "\u{206A} d"])
    }

    @Test func lines_keepsLineBreaks_andIsNeverEmpty() {
        #expect(TextWrap.lines("a\nb", width: 5) == ["a", "b"])
        #expect(TextWrap.lines("", width: 5) == [""])
    }

    @Test func prefix_stopsBeforeWideCharacterThatWouldNotFit() {
        let (text, columns) = TextWrap.prefix("a日b", fitting: 2)

        #expect(text == "a")
        #expect(columns == 1)
    }

    @Test(arguments: [
        ("2025-08-14", 16, "2025-08-14"), ("abcdefghijklmnop", 16, "abcdefghijklmnop"),
        ("abcdefghijklmnopq", 16, "abcdefghijklmno…"), ("日本語の文", 6, "日本…"),
        ("a日本語", 4, "a日…"),
    ])
    func truncated_cutsToTheColumns_markingTheCutWithAnEllipsis(
        text: String, columns: Int, expected: String
    ) {
        #expect(TextWrap.truncated(text, toColumns: columns) == expected)
    }
}
