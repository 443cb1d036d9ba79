import TerminalUI
import Testing

@Suite struct ErrorBannerTests {
    @Test func draw_wrapsMessageOnHighlightedBand() {
        let sut = ErrorBanner(message: "The portal did not answer in time")

        let buffer = draw(sut, width: 20, height: 3)

        #expect(
            buffer.lines() == [
                "! The portal did not", "  answer in time    ", "                    ",
            ])
        #expect(sut.height(width: 20) == 2)
        #expect(buffer[19, 1].style == Theme(colors: .monochrome).error)
    }

    @Test func draw_usesRed_whenColourIsSupported() {
        let buffer = draw(ErrorBanner(message: "Offline"), width: 10, height: 1, colors: .color)

        #expect(buffer[2, 0].style.foreground == .red)
    }
}
