import Foundation

/// The app's top-level sections, in the order the tab bar shows them.
public enum AppTab: String, CaseIterable, Hashable, Sendable {
    /// Look a plate up.
    case search
    /// The plates searched before.
    case history
    /// The favourite plates.
    case favorites
    /// The vehicle to-dos.
    case tasks

    /// The tab after this one, wrapping around after the last.
    public var next: AppTab { offset(by: 1) }

    /// The tab before this one, wrapping around before the first.
    public var previous: AppTab { offset(by: -1) }

    private func offset(by step: Int) -> AppTab {
        let all = AppTab.allCases
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + step + all.count) % all.count]
    }
}
