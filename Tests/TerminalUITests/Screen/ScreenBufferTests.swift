import Testing

@testable import TerminalUI

@Suite struct ScreenBufferTests {
    @Test func write_putsTextAtPosition_andReturnsNextColumn() {
        var sut = makeSUT(width: 6, height: 2)

        let next = sut.write("Año", x: 1, y: 1)

        #expect(next == 4)
        #expect(sut.lines() == ["      ", " Año  "])
    }

    @Test func write_clipsAtRightEdge() {
        var sut = makeSUT(width: 4, height: 1)

        sut.write("abcdef", x: 1, y: 0)

        #expect(sut.lines() == [" abc"])
    }

    @Test func write_clipsAtLimit() {
        var sut = makeSUT(width: 6, height: 1)

        sut.write("abcdef", x: 0, y: 0, limit: 3)

        #expect(sut.lines() == ["abc   "])
    }

    @Test func write_givesWideCharacterTwoCells() {
        var sut = makeSUT(width: 5, height: 1)

        let next = sut.write("日x", x: 0, y: 0)

        #expect(next == 3)
        #expect(sut[1, 0].isContinuation)
        #expect(sut.lines() == ["日x  "])
    }

    @Test func write_neverSplitsWideCharacter_atRightEdge() {
        var sut = makeSUT(width: 3, height: 1)
        sut.write("xyz", x: 0, y: 0)

        sut.write("a日", x: 1, y: 0)

        #expect(sut.lines() == ["xa "])
        #expect(!sut[2, 0].isContinuation)
    }

    @Test func write_blanksOtherHalf_whenOverwritingHalfOfWideCharacter() {
        var sut = makeSUT(width: 4, height: 1)
        sut.write("日本", x: 0, y: 0)

        sut.write("x", x: 1, y: 0)
        sut.write("y", x: 2, y: 0)

        #expect(sut.lines() == [" xy "])
        #expect(!sut[3, 0].isContinuation)
    }

    @Test(arguments: ["a\u{1B}[2Jb", "a\u{7}b", "a\nb", "a\u{9B}b", "a\u{202E}b", "a\r\nb"])
    func write_replacesControlCharacters(text: String) {
        var sut = makeSUT(width: 4, height: 1)

        sut.write(text, x: 0, y: 0)

        #expect(sut.lines()[0].hasPrefix("a\u{FFFD}"))
        #expect(!sut.lines()[0].unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{9B}" })
    }

    @Test func write_ignoresRowOutsideBuffer_andTextLeftOfIt() {
        var sut = makeSUT(width: 3, height: 1)

        sut.write("abc", x: 0, y: 1)
        sut.write("abcd", x: -2, y: 0)

        #expect(sut.lines() == ["cd "])
    }

    @Test func write_keepsLongGraphemeClustersWhole() {
        var sut = makeSUT(width: 6, height: 1)

        sut.write("👨‍👩‍👧🇪🇨é", x: 0, y: 0)

        #expect(sut.lines() == ["👨‍👩‍👧🇪🇨é "])
        #expect(sut[0, 0].grapheme == "👨‍👩‍👧")
        #expect(sut[2, 0].grapheme == "🇪🇨")
    }

    @Test func equality_comparesWhatIsShown() {
        var first = makeSUT(width: 4, height: 1)
        var second = makeSUT(width: 4, height: 1)
        first.write("x", x: 0, y: 0)
        first.write("👨‍👩‍👧", x: 0, y: 0)
        second.write("👨‍👩‍👧", x: 0, y: 0)

        #expect(first == second)
        second.write("👩‍👩‍👦", x: 0, y: 0)
        #expect(first != second)
    }

    @Test func write_appliesStyle() {
        var sut = makeSUT(width: 2, height: 1)

        sut.write("a", x: 1, y: 0, style: CellStyle(bold: true))

        #expect(sut[1, 0].style.bold)
        #expect(!sut[0, 0].style.bold)
    }

    @Test(
        arguments: [
            CellStyle.plain, CellStyle(bold: true, dim: true, reverse: true, underline: true),
        ]
            + TerminalColor.allCases.map { CellStyle(underline: true, foreground: $0) })
    func write_keepsEveryStyle(style: CellStyle) {
        var sut = makeSUT(width: 2, height: 1)

        sut.write("日", x: 0, y: 0, style: style)

        #expect(sut[0, 0].style == style)
        #expect(sut[1, 0].style == style)
        #expect(sut[1, 0].isContinuation)
    }

    @Test func fill_blanksRectangleInStyle_clippedToBuffer() {
        var sut = makeSUT(width: 3, height: 2)
        sut.write("abc", x: 0, y: 0)
        sut.write("def", x: 0, y: 1)

        sut.fill(Rect(x: 1, y: 1, width: 5, height: 5), style: CellStyle(reverse: true))

        #expect(sut.lines() == ["abc", "d  "])
        #expect(sut[2, 1].style.reverse)
    }

    @Test func fill_blanksOtherHalfOfWideCharacterCutByItsEdge() {
        var sut = makeSUT(width: 6, height: 1)
        sut.write("日本語", x: 0, y: 0)

        sut.fill(Rect(x: 1, y: 0, width: 2, height: 1))

        #expect(sut.lines() == ["    語"])
    }

    // MARK: - Helpers

    private func makeSUT(width: Int, height: Int) -> ScreenBuffer {
        ScreenBuffer(width: width, height: height)
    }
}
