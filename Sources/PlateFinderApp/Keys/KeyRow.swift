import Foundation

/// One line of a key table: the keys, as the app's screen shows them, and what they do.
public struct KeyRow: Equatable, Sendable {
    /// The keys, separated by spaces (`Tab ⇧Tab`, `^F`, `↑↓ PgUp PgDn`).
    public let keys: String
    /// What they do.
    public let action: KeyAction

    /// A row saying that `keys` do `action`.
    public init(_ keys: String, _ action: KeyAction) {
        self.keys = keys
        self.action = action
    }

    /// The keys in plain ASCII words, for text that may not show arrows (a manual page):
    /// `Shift-Tab`, `Ctrl-F`, `Up Down`.
    public var plainKeys: String {
        keys.split(separator: " ").map { Self.plain(String($0)) }.joined(separator: " ")
    }

    private static let symbols: [(String, String)] = [
        ("↑↓", "Up Down"), ("←→", "Left Right"), ("↑", "Up"), ("↓", "Down"), ("←", "Left"),
        ("→", "Right"), ("⇧Tab", "Shift-Tab"), ("⇧Ins", "Shift-Insert"),
    ]

    private static func plain(_ key: String) -> String {
        if let symbol = symbols.first(where: { $0.0 == key }) { return symbol.1 }
        if key.count == 2, key.hasPrefix("^") { return "Ctrl-" + key.dropFirst() }
        return key
    }
}
