/// A row of key hints ("Tab next  ^C quit"); hints that do not fit whole are left out.
public struct KeyHintFooter: Widget {
    /// One key and what it does.
    public struct Hint: Hashable, Sendable {
        /// The key as shown, e.g. "Tab" or "^C".
        public var key: String
        /// What it does, e.g. "quit".
        public var action: String

        /// A hint that `key` does `action`.
        public init(key: String, action: String) {
            self.key = key
            self.action = action
        }
    }

    /// The hints, most important first.
    public var hints: [Hint]

    /// A footer showing `hints`.
    public init(hints: [Hint]) {
        self.hints = hints
    }

    /// Draws as many whole hints as fit on the first row of `rect`.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        buffer.fill(rect.rows(from: 0, count: 1))
        var x = rect.x
        for hint in hints {
            let needed = DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.action)
            guard x + needed <= rect.maxX else { break }
            x = buffer.write(hint.key, x: x, y: rect.y, style: theme.emphasis)
            x = buffer.write(" " + hint.action, x: x, y: rect.y, style: theme.secondary) + 2
        }
    }
}
