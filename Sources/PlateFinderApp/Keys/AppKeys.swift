import Foundation

/// Every key the full-screen app takes, once for every front end that lists them: the
/// app's keys overlay shows `overlay`, the manual page lists `screens`, and
/// `Messages.keyDescription(_:)` words what each does.
public enum AppKeys {
    /// The keys overlay's list, in the order shown: each key once, the most used first.
    public static let overlay: [KeyRow] = [
        KeyRow("Tab ⇧Tab", .switchTab), KeyRow("1 2 3 4", .goToTab), KeyRow("Enter", .search),
        KeyRow("Enter", .open), KeyRow("^F", .toggleFavorite), KeyRow("^T", .reminders),
        KeyRow("^E", .toggleFines), KeyRow("↑↓ PgUp PgDn", .move), KeyRow("Home End", .jump),
        KeyRow("d Delete", .remove), KeyRow("c", .clearHistory), KeyRow("u", .showDue),
        KeyRow("Space", .toggleDone), KeyRow("n", .newTask), KeyRow("e", .edit),
        KeyRow("f", .filter), KeyRow("Enter ^S", .save), KeyRow("Tab ⇧Tab ↑↓", .nextField),
        KeyRow("⇧Ins", .paste), KeyRow("Esc", .back), KeyRow("^R", .retry),
        KeyRow("y s", .confirm), KeyRow("n Esc", .cancel), KeyRow("?", .showKeys),
        KeyRow("^L", .redraw), KeyRow("^Z", .suspend), KeyRow("q ^C", .quit),
    ]

    /// The keys of each part of the app, as its key handlers take them.
    public static let screens: [(screen: KeyScreen, rows: [KeyRow])] = [
        (
            .everywhere,
            [
                KeyRow("Tab ⇧Tab", .switchTab), KeyRow("1 2 3 4", .goToTab),
                KeyRow("Esc", .back), KeyRow("^R", .retry), KeyRow("?", .showKeys),
                KeyRow("^L", .redraw), KeyRow("^Z", .suspend), KeyRow("q ^C", .quit),
            ]
        ),
        (
            .search,
            [
                KeyRow("Enter", .search), KeyRow("^F", .toggleFavorite),
                KeyRow("^T", .reminders), KeyRow("^E", .toggleFines),
                KeyRow("↑↓ PgUp PgDn", .scroll), KeyRow("⇧Ins", .paste),
            ]
        ),
        (
            .vehicleLists,
            [
                KeyRow("↑↓ PgUp PgDn", .move), KeyRow("Home End", .jump), KeyRow("Enter", .open),
                KeyRow("d Delete", .remove), KeyRow("^F", .toggleFavorite),
                KeyRow("c", .clearHistory), KeyRow("u", .showDue),
            ]
        ),
        (
            .vehicle,
            [
                KeyRow("↑↓ PgUp PgDn", .scroll), KeyRow("^F", .toggleFavorite),
                KeyRow("^T", .reminders), KeyRow("^E", .toggleFines), KeyRow("Esc", .back),
            ]
        ),
        (
            .tasks,
            [
                KeyRow("↑↓ PgUp PgDn", .move), KeyRow("Home End", .jump), KeyRow("Enter", .open),
                KeyRow("Space", .toggleDone), KeyRow("n", .newTask), KeyRow("e", .edit),
                KeyRow("d Delete", .remove), KeyRow("f", .filter),
            ]
        ),
        (
            .taskEditor,
            [
                KeyRow("Tab ⇧Tab ↑↓", .nextField), KeyRow("Enter ^S", .save),
                KeyRow("⇧Ins", .paste), KeyRow("Esc", .back),
            ]
        ),
        (
            .question,
            [
                KeyRow("y s", .confirm), KeyRow("n Esc", .cancel),
                KeyRow("←→ Tab", .switchButton), KeyRow("Enter", .choose),
            ]
        ),
        (.keysList, [KeyRow("↑↓ PgUp PgDn", .move), KeyRow("Esc ? q", .close)]),
    ]
}
