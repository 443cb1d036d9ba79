import TerminalUI
import Testing

/// A list's urgent items and the ellipsis at its edge.
@Suite struct ScrollingListOverflowTests {
    @Test func draw_endsAnItemTooWide_withAnEllipsis_whenTheListEllipsizes() {
        var sut = ScrollingList(items: ["Registration payment"], selected: nil)
        sut.ellipsizes = true

        #expect(draw(sut, width: 12, height: 1).lines() == ["  Registrat…"])
    }

    @Test func draw_cutsAnItemAtTheEdge_whenTheListDoesNotEllipsize() {
        let sut = ScrollingList(items: ["Registration payment"], selected: nil)

        #expect(draw(sut, width: 12, height: 1).lines() == ["  Registrati"])
    }

    @Test func draw_leavesAnItemThatFits_whole() {
        var sut = ScrollingList(items: ["Tint"], selected: nil)
        sut.ellipsizes = true

        #expect(draw(sut, width: 12, height: 1).lines() == ["  Tint      "])
    }

    @Test func draw_drawsAnUrgentItem_inTheErrorColour_keepingTheSelectionReversed() {
        var sut = ScrollingList(items: ["Late", "Blocked", "Paid"], selected: 1)
        sut.urgentItems = [0, 1]

        let buffer = draw(sut, width: 10, height: 3, colors: .color)

        #expect(buffer[2, 0].style.foreground == .red)
        #expect(buffer[2, 1].style.foreground == .red && buffer[2, 1].style.reverse)
        #expect(buffer[2, 2].style.foreground == nil)
    }
}
