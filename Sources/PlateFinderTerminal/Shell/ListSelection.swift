import TerminalUI

/// The selected row of a list and the first row shown, moved by keys and kept inside the
/// list the last frame showed.
struct ListSelection {
    /// The selected index (clamped to the list when drawn).
    private(set) var index = 0
    /// The first row shown in the last frame.
    private(set) var offset = 0
    /// Rows the last frame showed, the step of Page Up and Page Down.
    private(set) var pageRows = 1

    /// Moves the selection for a list key; returns false for any other key.
    mutating func handle(_ key: Key, count: Int) -> Bool {
        switch key {
        case .up: index -= 1
        case .down: index += 1
        case .pageUp: index -= pageRows
        case .pageDown: index += pageRows
        case .home: index = 0
        case .end: index = count - 1
        case .character, .enter, .backspace, .delete, .tab, .backTab, .left, .right, .escape,
            .interrupt, .suspend, .control, .paste:
            return false
        }
        index = Self.clamp(index, count: count)
        return true
    }

    /// The selected index within a list of `count`, nil when it is empty.
    func selected(in count: Int) -> Int? {
        count == 0 ? nil : Self.clamp(index, count: count)
    }

    /// The selected one of `items`, nil when there are none.
    func selectedItem<Item>(in items: [Item]) -> Item? {
        selected(in: items.count).map { items[$0] }
    }

    /// The list widget for `items` in `rows` rows, recording what it shows for the next keys.
    mutating func list(_ items: [String], rows: Int, emptyMessage: String) -> ScrollingList {
        index = Self.clamp(index, count: items.count)
        pageRows = max(1, rows)
        let list = ScrollingList(
            items: items, selected: items.isEmpty ? nil : index, offset: offset,
            emptyMessage: emptyMessage)
        offset = list.visibleOffset(rows: rows)
        return ScrollingList(
            items: items, selected: list.selected, offset: offset, emptyMessage: emptyMessage)
    }

    private static func clamp(_ index: Int, count: Int) -> Int {
        min(max(0, index), max(0, count - 1))
    }
}
