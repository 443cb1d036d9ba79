import TerminalUI
import Testing

@Suite struct TextFieldTests {
    private let cursor = CellStyle(reverse: true)

    @Test func draw_showsTextAndCursorAfterIt() {
        let buffer = draw(makeSUT("ABC"), width: 6, height: 1)

        #expect(buffer.lines() == ["ABC   "])
        #expect(columns(of: buffer, row: 0, in: cursor) == [3])
    }

    @Test func draw_showsCursorOnCharacter_whenInsideText() {
        let buffer = draw(makeSUT("ABC", cursor: 1), width: 6, height: 1)

        #expect(columns(of: buffer, row: 0, in: cursor) == [1])
    }

    @Test func draw_scrollsHorizontally_toKeepCursorVisible() {
        let buffer = draw(makeSUT("ABCDEFGH"), width: 5, height: 1)

        #expect(buffer.lines() == ["EFGH "])
        #expect(columns(of: buffer, row: 0, in: cursor) == [4])
    }

    @Test func draw_showsStart_whenCursorIsAtStartOfLongText() {
        #expect(draw(makeSUT("ABCDEFGH", cursor: 0), width: 5, height: 1).lines() == ["ABCDE"])
    }

    @Test func draw_measuresWideCharacters_whenScrolling() {
        #expect(draw(makeSUT("日本語"), width: 5, height: 1).lines() == ["本語 "])
    }

    @Test func draw_showsPlaceholder_whenEmpty() {
        let buffer = draw(TextField(text: "", placeholder: "ABC1234"), width: 9, height: 1)

        #expect(buffer.lines() == ["ABC1234  "])
        #expect(columns(of: buffer, row: 0, in: cursor) == [0])
        #expect(buffer[1, 0].style.dim)
    }

    @Test func draw_hidesCursor_whenNotFocused() {
        let buffer = draw(TextField(text: "AB", isFocused: false), width: 4, height: 1)

        #expect(columns(of: buffer, row: 0, in: cursor).isEmpty)
    }

    private func makeSUT(_ text: String, cursor: Int? = nil) -> TextField {
        TextField(text: text, cursor: cursor)
    }
}
