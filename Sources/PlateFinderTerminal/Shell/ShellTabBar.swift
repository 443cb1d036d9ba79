import PlateFinderApp
import PlateFinderPresentation
import TerminalUI

/// The tab bar: each title numbered by the digit that selects it, unnumbered when the
/// numbers do not fit.
struct ShellTabBar {
    /// The tab on screen.
    let selected: AppTab

    /// Draws on the first row of `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let tabs = AppTab.allCases
        let titles = tabs.map(context.messages.tabTitle)
        let numbered = titles.enumerated().map { "\($0.offset + 1) \($0.element)" }
        let chosen = Self.width(of: numbered) <= rect.width ? numbered : titles
        TabBar(titles: chosen, selected: tabs.firstIndex(of: selected) ?? 0)
            .draw(in: rect, into: &buffer, theme: context.theme)
    }

    /// Columns `TabBar` takes for `titles`: each padded by two, one column between them.
    private static func width(of titles: [String]) -> Int {
        titles.map { DisplayWidth.of($0) + 2 }.reduce(0, +) + max(0, titles.count - 1)
    }
}
