import TerminalUI
import Testing

@Suite struct ConfirmDialogTests {
    @Test func draw_framesTitleMessageAndButtons_centred() {
        let buffer = draw(makeSUT(), width: 34, height: 9)

        #expect(
            buffer.lines() == [
                "                                  ",
                "┌─ Clear history? ───────────────┐",
                "│                                │",
                "│ Every saved search will be     │",
                "│ removed.                       │",
                "│                                │",
                "│       Clear    [ Cancel ]      │",
                "└────────────────────────────────┘",
                "                                  ",
            ])
    }

    @Test func draw_highlightsFocusedButton() {
        var sut = makeSUT()
        sut.focus = .confirm

        let buffer = draw(sut, width: 34, height: 9)

        #expect(buffer.lines()[6] == "│     [ Clear ]    Cancel        │")
        #expect(buffer[6, 6].style.reverse)
        #expect(!buffer[19, 6].style.reverse)
    }

    @Test func draw_marksDestructiveConfirm_inColourAndInMonochrome() {
        var sut = makeSUT()
        sut.isDestructive = true

        #expect(draw(sut, width: 34, height: 9, colors: .color)[8, 6].style.foreground == .red)
        #expect(draw(sut, width: 34, height: 9, colors: .monochrome)[8, 6].style.underline)
    }

    private func makeSUT() -> ConfirmDialog {
        ConfirmDialog(
            title: "Clear history?", message: "Every saved search will be removed.",
            confirmTitle: "Clear", cancelTitle: "Cancel")
    }
}
