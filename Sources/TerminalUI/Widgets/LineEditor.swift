/// The text and cursor of a one-line input, edited by keys.
public struct LineEditor: Hashable, Sendable {
    /// The text typed so far.
    public private(set) var text: String
    /// The cursor, as a character index into `text`.
    public private(set) var cursor: Int

    /// An editor holding `text` with the cursor at its end.
    public init(text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Applies an editing key (characters, Backspace, Delete, arrows left and right, Home,
    /// End). Returns false for any other key, which the caller handles; a paste among them,
    /// since only the caller knows how much its field takes (`insert(_:limit:)`).
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            text.insert(character, at: index(cursor))
            cursor = min(cursor + 1, text.count)
        case .backspace:
            guard cursor > 0 else { return true }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .delete:
            guard cursor < text.count else { return true }
            text.remove(at: index(cursor))
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .enter, .tab, .backTab, .up, .down, .pageUp, .pageDown, .escape, .interrupt,
            .suspend, .control, .paste:
            return false
        }
        return true
    }

    /// Inserts `text` at the cursor as if its characters were typed one by one, as long as
    /// the text stays within `limit` characters; the rest is left out.
    public mutating func insert(_ text: String, limit: Int) {
        for character in text {
            guard self.text.count < limit else { return }
            self.text.insert(character, at: index(cursor))
            cursor = min(cursor + 1, self.text.count)
        }
    }

    /// Replaces the text (for instance with its normalized form), keeping the cursor inside it.
    public mutating func replaceText(with newText: String) {
        text = newText
        cursor = min(cursor, text.count)
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
