import TerminalUI
import Testing

/// The one rule for a late or blocked status: coloured where there is colour, marked `!! `
/// where there is none, on screen and in printed text alike.
@Suite struct UrgentTextTests {
    @Test func marked_leavesTheTextAsIs_inColour_andMarksIt_inMonochrome() {
        #expect(UrgentText.marked("Late since May 2024", colors: .color) == "Late since May 2024")
        #expect(
            UrgentText.marked("Late since May 2024", colors: .monochrome)
                == "!! Late since May 2024")
    }

    @Test func printed_wrapsTheTextInTheErrorColour_andResets_inColour() {
        #expect(UrgentText.printed("Blocked.", colors: .color) == "\u{1B}[0;1;31mBlocked.\u{1B}[0m")
    }

    @Test func printed_marksTheTextWithoutAnyEscapeSequence_inMonochrome() {
        #expect(UrgentText.printed("Blocked.", colors: .monochrome) == "!! Blocked.")
    }

    @Test func style_isTheThemesErrorStyle() {
        for colors in [ColorSupport.color, .monochrome] {
            let theme = Theme(colors: colors)
            #expect(UrgentText.style(theme) == theme.error)
        }
    }

    @Test(
        arguments: [
            ([:], true, ColorSupport.color), ([:], false, .monochrome),
            (["NO_COLOR": "1"], true, .monochrome), (["TERM": "dumb"], true, .monochrome),
            (["NO_COLOR": ""], true, .color),
        ] as [([String: String], Bool, ColorSupport)])
    func detect_coloursPrintedOutput_onlyOnATerminal_thatAllowsColour(
        environment: [String: String], isTerminal: Bool, expected: ColorSupport
    ) {
        #expect(ColorSupport.detect(environment: environment, isTerminal: isTerminal) == expected)
    }
}
