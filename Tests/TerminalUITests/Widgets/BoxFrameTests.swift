import TerminalUI
import Testing

@Suite struct BoxFrameTests {
    @Test func draw_bordersBox_withTitleInTopEdge() {
        let buffer = draw(makeSUT(), width: 12, height: 4)

        #expect(
            buffer.lines() == [
                "┌─ Keys ───┐",
                "│          │",
                "│          │",
                "└──────────┘",
            ])
        #expect(buffer[3, 0].style.bold)
        #expect(!buffer[0, 0].style.bold)
    }

    @Test func draw_blanksWhatTheBoxCovers() {
        var buffer = ScreenBuffer(width: 8, height: 3)
        buffer.write("xxxxxxxx", x: 0, y: 1)

        makeSUT().draw(in: buffer.bounds, into: &buffer, theme: Theme(colors: .monochrome))

        #expect(buffer.lines()[1] == "│      │")
    }

    @Test func draw_drawsNothing_whenTooSmallForBorder() {
        #expect(draw(makeSUT(), width: 3, height: 3).lines() == ["   ", "   ", "   "])
        #expect(draw(makeSUT(), width: 8, height: 2).lines() == ["        ", "        "])
    }

    @Test func inside_leavesBorderAndMargin() {
        let inside = BoxFrame.inside(Rect(x: 1, y: 2, width: 12, height: 5))

        #expect(inside == Rect(x: 3, y: 3, width: 8, height: 3))
    }

    private func makeSUT() -> BoxFrame {
        BoxFrame(title: "Keys")
    }
}
