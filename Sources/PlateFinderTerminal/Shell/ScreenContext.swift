import Foundation
import PlateFinderApp
import TerminalUI

/// What every screen draws with besides its own state: the wording, the styles, the
/// animation tick, the time zone dates are shown in and the instant ages are counted to.
struct ScreenContext {
    /// The person's language.
    let messages: Messages
    /// The styles for the terminal's colour support.
    let theme: Theme
    /// Ticks so far, for spinners.
    let tick: Int
    /// The zone of every date shown.
    let timeZone: TimeZone
    /// The instant of the frame, which ages are counted up to.
    let now: Date
}
