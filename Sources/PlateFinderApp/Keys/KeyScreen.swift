import Foundation

/// Where in the full-screen app a group of keys works: everywhere, in a tab, or on a screen
/// or box opened over one.
public enum KeyScreen: CaseIterable, Sendable {
    /// On every tab and screen.
    case everywhere
    /// The Search tab, with the vehicle found.
    case search
    /// The History and Favourites tabs.
    case vehicleLists
    /// A vehicle opened from History or Favourites.
    case vehicle
    /// The Tasks tab, and a task opened from it.
    case tasks
    /// The editor of a task.
    case taskEditor
    /// A question (remove, clear).
    case question
    /// The list of keys.
    case keysList
}
