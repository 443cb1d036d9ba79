import TerminalUI
import Testing

@Suite struct KeyHintFooterTests {
    @Test func draw_showsHintsThatFitWhole() {
        let sut = KeyHintFooter(hints: [
            .init(key: "Tab", action: "next"), .init(key: "^C", action: "quit"),
            .init(key: "?", action: "keys"),
        ])

        let buffer = draw(sut, width: 22, height: 1)

        #expect(buffer.lines() == ["Tab next  ^C quit     "])
        #expect(buffer[0, 0].style.bold)
        #expect(buffer[4, 0].style.dim)
    }
}
