import TerminalUI
import Testing

@Suite struct ScrollingListTests {
    @Test func draw_marksSelectedRow_withoutScrollBarWhenAllFit() {
        let buffer = draw(makeSUT(count: 3, selected: 1), width: 10, height: 4)

        #expect(buffer.lines() == ["  Item 0  ", "› Item 1  ", "  Item 2  ", "          "])
        #expect(columns(of: buffer, row: 1, in: Theme(colors: .monochrome).selected).count == 10)
    }

    @Test func draw_scrollsToKeepSelectionVisible_andShowsPosition() {
        let buffer = draw(makeSUT(count: 10, selected: 5), width: 10, height: 3)

        #expect(buffer.lines() == ["  Item 3 │", "  Item 4 █", "› Item 5 │"])
    }

    @Test func draw_showsScrollBarAtTop_forFirstRows() {
        let buffer = draw(makeSUT(count: 6, selected: 0), width: 10, height: 3)

        #expect(buffer.lines() == ["› Item 0 █", "  Item 1 │", "  Item 2 │"])
    }

    @Test(
        arguments: [
            (0, 3, 0), (0, 5, 2), (0, 7, 4), (5, 2, 2), (9, 9, 6), (4, nil, 4), (20, nil, 6),
        ] as [(Int, Int?, Int)])
    func visibleOffset_movesAsLittleAsNeeded(offset: Int, selected: Int?, expected: Int) {
        let sut = ScrollingList(items: (0..<10).map { "\($0)" }, selected: selected, offset: offset)

        #expect(sut.visibleOffset(rows: 4) == expected)
    }

    @Test func draw_showsEmptyMessage_whenNoItems() {
        let list = ScrollingList(items: [], selected: nil, emptyMessage: "Nothing yet")

        #expect(draw(list, width: 12, height: 2).lines() == ["Nothing yet ", "            "])
    }

    private func makeSUT(count: Int, selected: Int) -> ScrollingList {
        ScrollingList(items: (0..<count).map { "Item \($0)" }, selected: selected)
    }
}
