import TerminalUI
import Testing

@Suite struct ColorSupportTests {
    @Test(
        arguments: [
            ([:], ColorSupport.color), (["NO_COLOR": "1"], .monochrome), (["NO_COLOR": ""], .color),
            (["NO_COLOR": "anything"], .monochrome), (["TERM": "dumb"], .monochrome),
            (["TERM": "xterm-256color"], .color),
        ] as [([String: String], ColorSupport)])
    func detect_followsNoColorAndDumbTerminals(
        environment: [String: String], expected: ColorSupport
    ) {
        #expect(ColorSupport.detect(environment: environment) == expected)
    }

    @Test func theme_usesNoColour_inMonochrome_butKeepsSelectionVisible() {
        let sut = Theme(colors: .monochrome)
        let styles = [
            sut.selected, sut.emphasis, sut.secondary, sut.accent, sut.error, sut.destructive,
        ]

        #expect(styles.allSatisfy { $0.foreground == nil })
        #expect(sut.selected.reverse)
        #expect(sut.error != .plain && sut.destructive != .plain && sut.accent != .plain)
    }

    @Test func theme_coloursErrors_whenColourIsSupported() {
        #expect(Theme(colors: .color).error.foreground == .red)
    }
}
