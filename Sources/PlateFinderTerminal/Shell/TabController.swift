import PlateFinderPresentation
import TerminalUI

/// One tab of the app: draws its screens from its view models and turns the keys the shell
/// leaves to it into view-model and router calls.
@MainActor
protocol TabController: AnyObject {
    /// Whether a text field has the keyboard, so digits type instead of switching tabs.
    var hasTextFocus: Bool { get }
    /// Whether a form has the keyboard, so every key but Ctrl-C goes to the tab (Tab moves
    /// between its fields, `?` is typed) while no interruption is shown.
    var capturesAllKeys: Bool { get }
    /// The confirmation waiting on this tab, if any.
    var pendingPrompt: AlertPrompt? { get }
    /// What the tab's keys do now, most important first.
    var hints: [KeyHint] { get }

    /// Handles `key`; false when the tab has no use for it.
    func handle(_ key: Key) -> Bool
    /// Goes back a screen or closes what is open; false when there is nothing to leave.
    func goBack() -> Bool
    /// The tab was brought on screen: lists read their data again.
    func didShow()
    /// Draws the tab's current screen into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext)
}

extension TabController {
    var capturesAllKeys: Bool { false }
}
