import Foundation
import PlateFinderApp
import TerminalUI

/// What every screen draws with besides its own state: the wording, the styles, the
/// animation tick and the time zone dates are shown in.
struct ScreenContext {
    /// The person's language.
    let messages: Messages
    /// The styles for the terminal's colour support.
    let theme: Theme
    /// Ticks so far, for spinners.
    let tick: Int
    /// The zone of every date shown.
    let timeZone: TimeZone
}
