import TerminalUI
import Testing

@Suite struct TabBarTests {
    @Test func draw_bracketsAndHighlightsSelectedTab() {
        let buffer = draw(makeSUT(selected: 1), width: 30, height: 1)

        #expect(buffer.lines() == [" Search  [History]  Favorites "])
        #expect(
            columns(of: buffer, row: 0, in: Theme(colors: .monochrome).selected) == Array(9...17))
    }

    @Test func draw_clipsAtRightEdge() {
        #expect(draw(makeSUT(selected: 0), width: 12, height: 1).lines() == ["[Search]  Hi"])
    }

    private func makeSUT(selected: Int) -> TabBar {
        TabBar(titles: ["Search", "History", "Favorites"], selected: selected)
    }
}
