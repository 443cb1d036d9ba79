import PlateFinderApp
import TerminalUI

/// The hint line: the screen's own hints that fit, then the keys that must always show (the
/// keys list and quitting), then switching tabs when there is room.
struct FooterHints {
    /// What the screen's keys do, most important first.
    let contextual: [KeyHint]
    /// Always shown.
    let essential: [KeyHint]
    /// Shown last, when room is left.
    let optional: [KeyHint]

    /// The footer widget for `width` columns.
    func footer(width: Int, messages: Messages) -> KeyHintFooter {
        let worded = { (hint: KeyHint) in
            KeyHintFooter.Hint(key: hint.key, action: messages.keyHint(hint.action))
        }
        let essentials = essential.map(worded)
        var used = Self.width(of: essentials)
        var chosen: [KeyHintFooter.Hint] = []
        // A hint too wide for what is left gives way to narrower ones after it.
        for hint in contextual.map(worded) where used + Self.width(of: [hint]) + 2 <= width {
            chosen.append(hint)
            used += Self.width(of: [hint]) + 2
        }
        chosen += essentials
        for hint in optional.map(worded) where used + Self.width(of: [hint]) + 2 <= width {
            chosen.append(hint)
            used += Self.width(of: [hint]) + 2
        }
        return KeyHintFooter(hints: chosen)
    }

    /// Columns `KeyHintFooter` takes for `hints`, two between each.
    private static func width(of hints: [KeyHintFooter.Hint]) -> Int {
        hints.map { DisplayWidth.of($0.key) + 1 + DisplayWidth.of($0.action) }.reduce(0, +)
            + 2 * max(0, hints.count - 1)
    }
}
