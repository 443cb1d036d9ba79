import TerminalUI
import Testing

@Suite struct LineEditorTests {
    @Test func handle_editsAtCursor() {
        var sut = LineEditor(text: "AC")

        let keys: [Key] = [
            .left, .character("B"), .end, .character("D"), .home, .delete, .end, .backspace,
        ]
        let handled = keys.map { sut.handle($0) }

        #expect(handled.allSatisfy { $0 })
        #expect(sut.text == "BC")
        #expect(sut.cursor == 2)
    }

    @Test func handle_ignoresEditsPastEitherEnd() {
        var sut = LineEditor()

        let handled = [Key.backspace, .delete, .left].map { sut.handle($0) }

        #expect(handled == [true, true, true])
        #expect(sut.text.isEmpty && sut.cursor == 0)
    }

    @Test(arguments: [
        Key.enter, .tab, .backTab, .up, .down, .escape, .interrupt, .control("f"), .paste("B"),
    ])
    func handle_leavesOtherKeysToCaller(key: Key) {
        var sut = LineEditor(text: "A")

        let handled = sut.handle(key)

        #expect(!handled)
        #expect(sut.text == "A")
    }

    @Test func replaceText_keepsCursorInsideText() {
        var sut = LineEditor(text: "pbx-1234")

        sut.replaceText(with: "PBX1234")

        #expect(sut.text == "PBX1234")
        #expect(sut.cursor == 7)
    }

    @Test(arguments: [
        ("AD", 1, "BC", 16, "ABCD", 3), ("AD", 1, "BCEFG", 4, "ABCD", 3), ("", 0, "PCQ", 0, "", 0),
        ("ABCD", 4, "E", 4, "ABCD", 4), ("", 0, "e\u{301}ñ", 16, "e\u{301}ñ", 2),
    ])
    func insert_putsTextAtCursor_asFarAsTheLimitAllows(
        text: String, cursor: Int, pasted: String, limit: Int, expected: String,
        expectedCursor: Int
    ) {
        var sut = LineEditor(text: text)
        while sut.cursor > cursor { _ = sut.handle(.left) }

        sut.insert(pasted, limit: limit)

        #expect(sut.text == expected)
        #expect(sut.cursor == expectedCursor)
    }
}
