import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The favourites' Due screen drawn: a late or blocked item coloured on a colour terminal
/// and marked `!!` without colour, the day keeping its column; a line too wide ending in `…`.
@MainActor @Suite struct DueScreenRenderTests {
    @Test func due_marksTheLateAndTheBlockedItems_inMonochrome_afterTheDay() {
        let lines = makeSUT(colors: .monochrome).lines()

        #expect(lines[0].hasPrefix("› overdue  2026-05-31  !! Sale prohibited PBX1234 — "))
        #expect(lines[1].hasPrefix("  overdue  2026-05-31  !! Registration payment PBX1234 — "))
        #expect(lines[2].hasPrefix("           2026-05-31  Tint permit expiry PBX1234 — "))
    }

    @Test func due_coloursTheLateAndTheBlockedItems_withoutTheMark_inColour() {
        let buffer = makeSUT(colors: .color)
        let lines = buffer.lines()

        #expect(lines[1].hasPrefix("  overdue  2026-05-31  Registration payment PBX1234 — "))
        #expect(!lines.joined().contains("!!"))
        #expect(buffer[4, 1].style.foreground == .red)
        #expect(buffer[4, 0].style.foreground == .red && buffer[4, 0].style.reverse)
        #expect(buffer[4, 2].style.foreground == nil)
    }

    @Test(arguments: [ColorSupport.color, .monochrome])
    func due_endsALineTooWide_withAnEllipsis_atTheEdge(colors: ColorSupport) {
        let lines = makeSUT(colors: colors).lines()

        #expect(lines[1].count == Self.columns)
        #expect(lines[1].hasSuffix("…"))
    }

    // MARK: - Helpers

    private static let columns = 80

    /// The Due screen of a sale prohibition, a late registration and a tint permit that
    /// merely expires, `columns` wide, drawn with `colors`.
    private func makeSUT(colors: ColorSupport) -> ScreenBuffer {
        let items = [
            DueSamples.item(.saleProhibited("VEHÍCULO CON PROHIBICIÓN DE ENAJENAR")),
            DueSamples.item(.registrationPayment(DueSamples.event)),
            DueSamples.item(.tintPermitExpiry, overdue: false),
        ]
        var selection = ListSelection()
        let context = ScreenContext(
            messages: Messages(language: .english), theme: Theme(colors: colors), tick: 0,
            timeZone: .gmt, now: DueSamples.now)
        let screen = DueScreen.make(
            state: .loaded(items), now: DueSamples.now, selection: &selection, rows: 5,
            context: context)
        var buffer = ScreenBuffer(size: TerminalSize(columns: Self.columns, rows: 5))
        screen.draw(in: buffer.bounds, into: &buffer, context: context)
        return buffer
    }
}
