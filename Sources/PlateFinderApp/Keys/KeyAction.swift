import Foundation

/// Something a key does in the full-screen app, worded by `Messages` for the key hints, the
/// keys overlay and the manual page.
public enum KeyAction: CaseIterable, Sendable {
    /// Look the plate typed up.
    case search
    /// Show the selected vehicle.
    case open
    /// Add the vehicle's plate to the favourites or remove it.
    case toggleFavorite
    /// Remove the selected item, after a confirmation.
    case remove
    /// Clear the whole history, after a confirmation.
    case clearHistory
    /// Go back one screen, close what is open, or empty the plate field.
    case back
    /// Show the next or previous tab.
    case switchTab
    /// Show a tab by its number.
    case goToTab
    /// Move the selection in a list.
    case move
    /// Scroll a vehicle card.
    case scroll
    /// Go to the first or last line of a list or card.
    case jump
    /// Show every key.
    case showKeys
    /// Leave the app.
    case quit
    /// Try again what an interruption stopped.
    case retry
    /// Hide the message of an interruption.
    case dismiss
    /// Answer yes to a question.
    case confirm
    /// Answer no to a question.
    case cancel
    /// Press the highlighted button.
    case choose
    /// Highlight the other button of a question.
    case switchButton
    /// Close the keys overlay.
    case close
    /// Mark the selected task done, or pending again.
    case toggleDone
    /// Open the editor for a new task.
    case newTask
    /// Open the editor on the task shown.
    case edit
    /// Show pending, done or all tasks, in turn.
    case filter
    /// Save the task in the editor.
    case save
    /// Move to the next or previous field of the editor.
    case nextField
    /// Create the renewal reminders of the vehicle shown.
    case reminders
    /// Show or hide each fine of the vehicle shown.
    case toggleFines
    /// Draw the whole screen again.
    case redraw
    /// Stop the app and give the terminal back to the shell until `fg`.
    case suspend
    /// Show what falls due for the favourites.
    case showDue
    /// Paste into the text field that has the keyboard.
    case paste
}
