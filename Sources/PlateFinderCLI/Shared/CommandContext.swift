import Foundation
import TerminalUI

/// What one run of a command line works with besides its arguments: what it reads from the
/// process (environment, time zone, terminal) and the console its text goes through.
struct CommandContext {
    /// The process environment (locale, `PLATEFINDER_ANT_URL`, `PLATEFINDER_STORE`, …).
    let environment: [String: String]
    /// Where results and errors go.
    let console: Console
    /// The zone dates are shown in and the person's "today" is decided in.
    let timeZone: TimeZone
    /// Makes the terminal the full-screen app takes over.
    let terminal: @Sendable () -> any TerminalDevice
    /// Tells a long command that the person pressed Ctrl-C.
    var interrupts = Interrupts.none
}
