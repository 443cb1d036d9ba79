import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The line a vehicle card opens with when something stops buying the vehicle: red on a
/// colour terminal, marked `!!` where there is no colour, wrapped to the region.
@Suite struct BlockerAlertRenderTests {
    @Test func draw_colorsTheAlertRed_withoutAMarker_onAColourTerminal() {
        let (lines, buffer) = render("Blocked: fines pending.", colors: .color)

        #expect(lines.first == "Blocked: fines pending.")
        #expect(buffer[0, 0].style.foreground == .red)
        #expect(buffer[0, 0].style.bold)
    }

    @Test func draw_marksTheAlert_underNoColour() {
        let (lines, buffer) = render("Blocked: fines pending.", colors: .monochrome)

        #expect(lines.first == "!! Blocked: fines pending.")
        #expect(buffer[0, 0].style.foreground == nil)
        #expect(buffer[0, 0].style.reverse)
    }

    @Test(arguments: [ColorSupport.color, .monochrome])
    func height_countsTheWrappedLinesAndTheBlankLineBelow(colors: ColorSupport) {
        let sut = BlockerAlert(text: "Blocked: sale prohibited, registration late, fines pending.")

        #expect(sut.height(width: 80, theme: Theme(colors: colors)) == 2)
        #expect(sut.height(width: 20, theme: Theme(colors: colors)) > 3)
    }

    // MARK: - Helpers

    private func render(_ text: String, colors: ColorSupport) -> ([String], ScreenBuffer) {
        var buffer = ScreenBuffer(width: 40, height: 3)
        BlockerAlert(text: text).draw(
            in: buffer.bounds, into: &buffer, theme: Theme(colors: colors))
        return (buffer.lines().map { String($0.reversed().drop { $0 == " " }.reversed()) }, buffer)
    }
}
