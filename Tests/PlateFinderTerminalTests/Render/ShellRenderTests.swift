import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct ShellRenderTests {
    @Test(arguments: RenderSize.all)
    func keysOverlay_listsEveryKey(size: TerminalSize) {
        let harness = AppHarness(size: size)

        harness.press(.character("?"))

        ExpectedScreen.check(harness.frame, named: "keys-\(RenderSize.name(size))")
    }

    @Test(arguments: [
        TerminalSize(columns: 39, rows: 12), TerminalSize(columns: 40, rows: 11),
        TerminalSize(columns: 24, rows: 6),
    ])
    func tooSmall_showsCentredMessageInstead(size: TerminalSize) {
        let harness = AppHarness(size: size)

        ExpectedScreen.check(harness.frame, named: "too-small-\(RenderSize.name(size))")
    }
}
