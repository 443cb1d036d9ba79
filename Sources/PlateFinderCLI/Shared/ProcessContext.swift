import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What one run of a command line works with besides its arguments: what it reads from the
/// process (environment, time zone), the full-screen app it starts, the console its text
/// goes through, and the language the run speaks.
struct ProcessContext {
    /// The process environment (locale, `PLATEFINDER_ANT_URL`, `PLATEFINDER_STORE`, …).
    let environment: [String: String]
    /// Where results and errors go.
    let console: Console
    /// The zone dates are shown in and the person's "today" is decided in.
    let timeZone: TimeZone
    /// Starts the full-screen app.
    let launcher: any FullScreenLauncher
    /// Tells a long command that the person pressed Ctrl-C or Ctrl-\.
    var interrupts = Interrupts.none
    /// The wording of everything said, in the language resolved once for the run.
    let messages: Messages
    /// Where "now" is read.
    var instants = InstantClock.system
}
