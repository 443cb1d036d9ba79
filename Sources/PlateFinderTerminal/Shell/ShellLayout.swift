import TerminalUI

/// Where the parts of the app go on a screen: the tab bar and a rule at the top, the hint
/// line at the bottom, an error banner above it when there is one, the tab's screen between.
struct ShellLayout {
    /// The banner never takes more rows than this, so the screen keeps room.
    static let maximumBannerRows = 3

    /// The tab bar.
    let tabBar: Rect
    /// The rule under the tab bar.
    let rule: Rect
    /// The tab's screen, one column in from each side.
    let content: Rect
    /// The error banner; no rows without one.
    let banner: Rect
    /// The key hints.
    let footer: Rect

    /// The layout of `bounds` with a banner of `bannerRows` rows (capped).
    init(bounds: Rect, bannerRows: Int) {
        let bannerRows = min(max(0, bannerRows), Self.maximumBannerRows)
        tabBar = bounds.rows(from: 0, count: 1)
        rule = bounds.rows(from: 1, count: 1)
        footer = bounds.rows(from: bounds.height - 1, count: 1)
        banner = bounds.rows(from: bounds.height - 1 - bannerRows, count: bannerRows)
        content = Rect(
            x: bounds.x + 1, y: bounds.y + 2, width: bounds.width - 2,
            height: bounds.height - 3 - bannerRows)
    }
}
